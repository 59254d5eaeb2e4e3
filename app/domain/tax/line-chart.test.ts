import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, LINE_STYLES, MAX_LINES, cumulatedLines, lineChartLayout, spreadLabels, toggleLine, wealthLines, yearText } from "./line-chart";

const years = (values: number[]) => values.map((v) => ({ cumulatedAfterTax: v }));
const twenty = (f: (i: number) => number) => Array.from({ length: 20 }, (_, i) => f(i));

describe("the web page's line charts", () => {
  const series = [
    { id: "a", label: "Ligne A", short: "A", values: twenty((i) => -1000 * i) },
    { id: "b", label: "Ligne B", short: "B", values: twenty((i) => 500 * i) },
    { id: "c", label: "Ligne C", short: "C", values: twenty((i) => 100 * i) },
    { id: "d", label: "Ligne D", short: "D", values: twenty(() => 90_000) },
  ];

  it("draws only the lines shown, the emphasised one last with the first style, the scale fitted to them", () => {
    const layout = lineChartLayout(series, ["a", "b"], "b");
    expect(layout.lines.map((l) => l.id)).toEqual(["a", "b"]);
    expect(layout.lines[1]).toMatchObject({ emphasised: true, style: LINE_STYLES[0] });
    expect(layout.lines[0].style).toBe(LINE_STYLES[1]);
    // Line D (90 000) is off: the scale stops near the shown lines' values.
    expect(layout.yTicks.at(-1)!.label).toBe("10\u00a0k€");
    expect(layout.yTicks[0].label).toBe("\u221220\u00a0k€");
    expect(layout.zeroY).not.toBeNull();
  });

  it("keeps a line's style whatever else is shown", () => {
    const c1 = lineChartLayout(series, ["a", "c"], "a").lines.find((l) => l.id === "c")!.style;
    const c2 = lineChartLayout(series, ["a", "b", "c"], "a").lines.find((l) => l.id === "c")!.style;
    expect(c1).toBe(c2);
  });

  it("puts year 1 at the left edge and the last year at the right one, their labels inside the chart", () => {
    const layout = lineChartLayout(series, ["a"], "a");
    expect(layout.xTicks).toEqual([
      { x: 0, label: "an 1", anchor: "start" },
      { x: expect.closeTo(21.05, 2), label: "an 5", anchor: "middle" },
      { x: expect.closeTo(47.37, 2), label: "an 10", anchor: "middle" },
      { x: expect.closeTo(73.68, 2), label: "an 15", anchor: "middle" },
      { x: 100, label: "an 20", anchor: "end" },
    ]);
    expect(layout.years).toHaveLength(20);
    expect(layout.years[0]).toMatchObject({ year: 1, x: 0, from: 0 });
    expect(layout.years[19]).toMatchObject({ year: 20, x: 100, to: 100 });
    expect(layout.height).toBe(CHART_HEIGHT);
    for (const tick of layout.yTicks) expect(tick.y).toBeGreaterThanOrEqual(layout.plot.top - 0.001);
  });

  it("names each line at its end with its last value, labels kept apart", () => {
    const close = [
      { id: "x", label: "X", short: "X", values: [0, 1000] },
      { id: "y", label: "Y", short: "Y", values: [0, 1001] },
    ];
    const layout = lineChartLayout(close, ["x", "y"], "x");
    expect(layout.lines.map((l) => l.endLabel)).toEqual(["Y 1\u00a0k€", "X 1\u00a0k€"]);
    expect(Math.abs(layout.lines[0].labelY - layout.lines[1].labelY)).toBeGreaterThanOrEqual(16);
  });

  it("spreads labels apart inside the plot, in their order", () => {
    expect(spreadLabels([100, 100, 100], 20, 260)).toEqual([100, 116, 132]);
    expect(spreadLabels([260, 255], 20, 260)).toEqual([260, 244]);
    expect(spreadLabels([0], 20, 260)).toEqual([20]);
  });

  it("switches lines on and off, three at most, the emphasised one kept", () => {
    expect(toggleLine(["a", "b"], "c", "a")).toEqual(["a", "b", "c"]);
    expect(toggleLine(["a", "b", "c"], "d", "a")).toEqual(["a", "c", "d"]);
    expect(toggleLine(["b", "a", "c"], "d", "a")).toEqual(["a", "c", "d"]);
    expect(toggleLine(["a", "b"], "b", "a")).toEqual(["a"]);
    expect(toggleLine(["a"], "a", "a")).toEqual(["a"]);
  });

  it("says a year's values in words, rounded to the euro", () => {
    expect(yearText(2, [{ label: "LMNP au réel", values: [-1.4, -3200.6] }])).toBe("Année 2\u00a0: LMNP au réel \u22123\u202f201\u00a0€");
  });

  it("shows the recommended regime and the two best others at first", () => {
    const regimes = [
      { id: "micro-bic" as const, years: years([-10]), cumulated20: -10 },
      { id: "lmnp-reel" as const, years: years([-5]), cumulated20: -5 },
      { id: "micro-foncier" as const, years: years([-20]), cumulated20: -20 },
      { id: "nue-reel" as const, years: years([-1]), cumulated20: -1 },
    ];
    const lines = cumulatedLines(regimes, "lmnp-reel");
    expect(lines.emphasis).toBe("lmnp-reel");
    expect(lines.shown).toEqual(["lmnp-reel", "nue-reel", "micro-bic"]);
    expect(lines.shown.length).toBeLessThanOrEqual(MAX_LINES);
    expect(lines.series.map((s) => s.short)).toEqual(["Micro-BIC", "LMNP réel", "Micro-foncier", "Nue au réel"]);
    expect(cumulatedLines(regimes, null).emphasis).toBe("nue-reel");
  });

  it("the wealth chart: net wealth emphasised, the cumulated cash on demand", () => {
    const lines = wealthLines(100_000, [{ remainingLoan: 90_000, cumulatedAfterTax: -1000, wealth: 9000 }]);
    expect(lines.shown).toEqual(["patrimoine", "valeur", "capital"]);
    expect(lines.series.map((s) => s.id)).toContain("tresorerie");
  });
});

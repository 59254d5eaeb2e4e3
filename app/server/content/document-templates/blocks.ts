// The blocks of a document template (headings, paragraphs, fill-in fields, check boxes, boxes,
// signatures) and the header and footer of every page, drawn with the text layout (layout.ts).
import { ACCENT, BOX_FILL, CONTENT_W, INK, MARGIN_X, MUTED, PAGE_H, RULE, TextLayout, fitText } from "./layout";
import { b, type Block, type FieldCell, type Rich } from "./model";

export class Layout extends TextLayout {
  titleBlock(title: string, subtitle: string): void {
    const size = 17;
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - size - 3, width: 3.5, height: size + 4, color: ACCENT });
    this.text([b(title)], { size, x: MARGIN_X + 10, width: CONTENT_W - 10, color: ACCENT, justify: false });
    this.y -= 1;
    this.text(subtitle, { size: 8.6, x: MARGIN_X + 10, width: CONTENT_W - 10, color: MUTED, justify: false });
    this.y -= 6;
  }

  render(block: Block): void {
    const s = this.style.size;
    const afterForm = this.previous === "fields" || this.previous === "checks";
    if (afterForm && (block.kind === "para" || block.kind === "bullets" || block.kind === "checklist")) this.y -= 4;
    this.previous = block.kind;
    switch (block.kind) {
      case "heading": {
        const size = s + 1.6;
        this.ensure(size + 8 + this.style.fieldHeight * 2);
        this.y -= 7;
        this.page.drawText(this.clean(block.text, this.fonts.bold), {
          x: MARGIN_X,
          y: this.y - size,
          size,
          font: this.fonts.bold,
          color: ACCENT,
        });
        this.y -= size + 3.5;
        this.page.drawLine({
          start: { x: MARGIN_X, y: this.y },
          end: { x: MARGIN_X + CONTENT_W, y: this.y },
          thickness: 0.6,
          color: ACCENT,
        });
        this.y -= 4;
        return;
      }
      case "para": {
        const size = block.size ?? s;
        this.text(block.text, {
          size,
          x: MARGIN_X,
          width: CONTENT_W,
          color: block.muted ? MUTED : INK,
          justify: (block.align ?? "justify") === "justify",
        });
        this.y -= size * 0.4;
        return;
      }
      case "bullets": {
        const size = block.size ?? s;
        const indent = 12;
        for (const item of block.items) {
          this.ensure(this.lineHeight(size));
          this.page.drawCircle({ x: MARGIN_X + 4, y: this.y - size * 0.66, size: 1.3, color: ACCENT });
          this.text(item, { size, x: MARGIN_X + indent, width: CONTENT_W - indent, color: INK, justify: true });
          this.y -= size * 0.15;
        }
        this.y -= size * 0.3;
        return;
      }
      case "fields":
        this.fieldsRow(block.cells);
        return;
      case "checks":
        this.checks(block.label, block.options);
        return;
      case "checklist":
        this.checklist(block.items, block.columns, block.size ?? s);
        return;
      case "lines": {
        const gap = this.style.fieldHeight + 1;
        for (let i = 0; i < block.count; i++) {
          this.ensure(gap);
          this.y -= gap;
          this.page.drawLine({
            start: { x: MARGIN_X, y: this.y + 3 },
            end: { x: MARGIN_X + CONTENT_W, y: this.y + 3 },
            thickness: 0.5,
            color: RULE,
          });
        }
        this.y -= 4;
        return;
      }
      case "box":
        this.box(block.paras, block.title, block.size ?? s - 0.6);
        return;
      case "signatures":
        this.signatures(block.labels);
        return;
      case "keep":
        this.ensure(block.height);
        return;
    }
  }

  private fieldsRow(cells: FieldCell[]): void {
    const size = this.style.size;
    const lh = this.lineHeight(size);
    const gutter = 12;
    const items = cells.map((c) => (typeof c === "string" ? { label: c, weight: 1 } : { label: c[0], weight: c[1] }));
    const total = items.reduce((sum, c) => sum + c.weight, 0);
    const usable = CONTENT_W - gutter * (items.length - 1);
    const minLine = 36;
    const layouts = items.map((item) => {
      const width = (usable * item.weight) / total;
      const label = this.clean(`${item.label} :`);
      const labelLines = this.wrap(label, size, width - minLine);
      return { width, labelLines };
    });
    const extraLines = Math.max(...layouts.map((l) => l.labelLines.length)) - 1;
    const height = this.style.fieldHeight + extraLines * lh;
    this.ensure(height);
    const baseline = this.y - height + 5;
    let x = MARGIN_X;
    for (const { width, labelLines } of layouts) {
      const firstBaseline = baseline + (labelLines.length - 1) * lh;
      let lastWidth = 0;
      labelLines.forEach((line, i) => {
        this.drawLine(line, x, firstBaseline - i * lh, size, width, false, MUTED);
        lastWidth = line.reduce((sum, u) => sum + u.width, 0) + this.fonts.regular.widthOfTextAtSize(" ", size) * (line.length - 1);
      });
      this.page.drawLine({
        start: { x: x + lastWidth + 4, y: baseline - 1 },
        end: { x: x + width, y: baseline - 1 },
        thickness: 0.7,
        color: RULE,
        dashArray: [1, 1.8],
      });
      x += width + gutter;
    }
    this.y -= height;
  }

  private checkbox(x: number, baseline: number, size: number): void {
    const side = size * 0.82;
    this.page.drawRectangle({
      x,
      y: baseline - 0.6,
      width: side,
      height: side,
      borderColor: INK,
      borderWidth: 0.7,
    });
  }

  private checks(label: string | undefined, options: string[]): void {
    const size = this.style.size;
    const rowH = this.lineHeight(size) + 3;
    const side = size * 0.82;
    let startX = MARGIN_X;
    const labelText = label ? this.clean(label, this.fonts.bold) : undefined;
    if (labelText) startX += this.fonts.bold.widthOfTextAtSize(labelText, size) + 8;
    let row: { x: number; text: string }[] = [];
    const rows = [row];
    let cx = startX;
    for (const option of options) {
      const text = this.clean(option);
      const w = side + 4 + this.fonts.regular.widthOfTextAtSize(text, size);
      if (cx + w > MARGIN_X + CONTENT_W && cx > startX) {
        row = [];
        rows.push(row);
        cx = startX;
      }
      row.push({ x: cx, text });
      cx += w + 14;
    }
    this.ensure(rows.length * rowH + 3);
    this.y -= 3;
    rows.forEach((row, i) => {
      const baseline = this.y - size - 1;
      if (i === 0 && labelText) {
        this.page.drawText(labelText, { x: MARGIN_X, y: baseline, size, font: this.fonts.bold, color: INK });
      }
      for (const item of row) {
        this.checkbox(item.x, baseline, size);
        this.page.drawText(item.text, { x: item.x + side + 4, y: baseline, size, font: this.fonts.regular, color: INK });
      }
      this.y -= rowH;
    });
  }

  private checklist(items: Rich[], columns: 1 | 2, size: number): void {
    const gutter = 16;
    const colW = (CONTENT_W - gutter * (columns - 1)) / columns;
    const side = size * 0.82;
    const textW = colW - side - 6;
    for (let i = 0; i < items.length; i += columns) {
      const row = items.slice(i, i + columns);
      const rowH = Math.max(...row.map((item) => this.measure(item, size, textW))) + 3;
      this.ensure(rowH);
      const top = this.y;
      row.forEach((item, col) => {
        const x = MARGIN_X + col * (colW + gutter);
        this.y = top;
        this.checkbox(x, top - size, size);
        this.text(item, { size, x: x + side + 6, width: textW, color: INK, justify: false });
      });
      this.y = top - rowH;
    }
    this.y -= 3;
  }

  private box(paras: Rich[], title: string | undefined, size: number): void {
    const pad = 8;
    const innerW = CONTENT_W - 2 * pad;
    const titleSize = size + 0.6;
    const gap = size * 0.45;
    const titleH = title ? this.lineHeight(titleSize) + 2 : 0;
    const bodyH = paras.reduce((sum, p) => sum + this.measure(p, size, innerW) + gap, -gap);
    const height = titleH + bodyH + 2 * pad;
    this.ensure(height + 6);
    this.y -= 4;
    this.page.drawRectangle({
      x: MARGIN_X,
      y: this.y - height,
      width: CONTENT_W,
      height,
      color: BOX_FILL,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    const bottom = this.y - height;
    this.y -= pad;
    if (title) this.text([b(title)], { size: titleSize, x: MARGIN_X + pad, width: innerW, color: ACCENT, justify: false });
    if (title) this.y -= 2;
    paras.forEach((p, i) => {
      if (i > 0) this.y -= gap;
      this.text(p, { size, x: MARGIN_X + pad, width: innerW, color: INK, justify: true });
    });
    this.y = bottom - 4;
  }

  private signatures(labels: string[]): void {
    const size = this.style.size - 0.5;
    const gutter = 16;
    const boxH = 68;
    const width = Math.min((CONTENT_W - gutter * (labels.length - 1)) / labels.length, (CONTENT_W - gutter) / 2);
    const labelH = Math.max(...labels.map((l) => this.measure([b(l)], size, width))) + 2;
    this.ensure(labelH + boxH + 6);
    this.y -= 4;
    const top = this.y;
    labels.forEach((label, i) => {
      const x = MARGIN_X + i * (width + gutter);
      this.y = top;
      this.text([b(label)], { size, x, width, color: INK, justify: false });
      this.page.drawRectangle({
        x,
        y: top - labelH - boxH,
        width,
        height: boxH,
        borderColor: RULE,
        borderWidth: 0.7,
      });
    });
    this.y = top - labelH - boxH - 4;
  }

  /** Header and footer on every page, once the page count is known. */
  decorate(company: string, title: string): void {
    const total = this.pages.length;
    const companyText = fitText(this.clean(company, this.fonts.bold), this.fonts.bold, 9, CONTENT_W * 0.5);
    const titleText = fitText(this.clean(title), this.fonts.regular, 8, CONTENT_W * 0.46);
    const footerMax = CONTENT_W * 0.8;
    const fullFooter = this.clean(`Modèle de document fourni par ${company} – à compléter et à adapter à chaque situation.`);
    const footerText =
      this.fonts.regular.widthOfTextAtSize(fullFooter, 7.5) <= footerMax
        ? fullFooter
        : fitText(this.clean(`Modèle de document fourni par ${company}`), this.fonts.regular, 7.5, footerMax);
    this.pages.forEach((page, i) => {
      const headY = PAGE_H - 34;
      page.drawText(companyText, { x: MARGIN_X, y: headY, size: 9, font: this.fonts.bold, color: ACCENT });
      page.drawText(titleText, {
        x: MARGIN_X + CONTENT_W - this.fonts.regular.widthOfTextAtSize(titleText, 8),
        y: headY,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
      page.drawLine({
        start: { x: MARGIN_X, y: headY - 7 },
        end: { x: MARGIN_X + CONTENT_W, y: headY - 7 },
        thickness: 0.6,
        color: RULE,
      });
      page.drawLine({ start: { x: MARGIN_X, y: 42 }, end: { x: MARGIN_X + CONTENT_W, y: 42 }, thickness: 0.6, color: RULE });
      page.drawText(footerText, { x: MARGIN_X, y: 30, size: 7.5, font: this.fonts.regular, color: MUTED });
      const pageText = `Page ${i + 1} / ${total}`;
      page.drawText(pageText, {
        x: MARGIN_X + CONTENT_W - this.fonts.bold.widthOfTextAtSize(pageText, 8),
        y: 30,
        size: 8,
        font: this.fonts.bold,
        color: INK,
      });
    });
  }
}


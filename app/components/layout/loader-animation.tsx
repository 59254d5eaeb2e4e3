// Lightweight loader: a building rises floor by floor under a crane, a key turns in the door.
// All animation CSS lives in app/styles/animations.css (no inline styles: CSP).

const FLOORS = [1, 2, 3, 4] as const;
const WINDOWS = [0, 1, 2] as const;

export function LoaderAnimation({ label = "Chargement…" }: { label?: string }) {
  return (
    <div role="status" className="mx-auto w-full max-w-[32rem]">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1000 720"
        width="1000"
        height="720"
        className="block h-auto w-full max-w-[32rem]"
      >
        <circle cx="500" cy="390" r="300" fill="#f4e9d8" />
        <rect x="140" y="620" width="720" height="14" rx="7" fill="#334155" opacity=".18" />

        {/* Crane */}
        <rect x="740" y="140" width="28" height="480" fill="#c8553d" />
        <path d="M744 150l20 40-20 40 20 40-20 40 20 40-20 40 20 40-20 40 20 40-20 40 20 40" fill="none" stroke="#f4e9d8" strokeWidth="4" />
        <path d="M754 70l-14 60h28zM754 70L400 130M754 70l96 60" fill="#c8553d" stroke="#c8553d" strokeWidth="4" />
        <rect x="380" y="128" width="480" height="22" rx="4" fill="#c8553d" />
        <rect x="800" y="150" width="52" height="44" rx="4" fill="#1e3a5f" />
        <rect x="712" y="156" width="40" height="36" rx="6" fill="#1e3a5f" />
        <rect x="664" y="146" width="32" height="14" rx="3" fill="#334155" />
        <g className="isl-hook">
          <path d="M680 160v96" stroke="#334155" strokeWidth="4" />
          <path d="M680 256v16a12 12 0 1 1-12-12" fill="none" stroke="#334155" strokeWidth="6" strokeLinecap="round" />
          <path d="M642 300l38-20 38 20" fill="none" stroke="#334155" strokeWidth="3" />
          <rect x="634" y="298" width="92" height="22" rx="4" fill="#8ab17d" />
        </g>

        {/* Building: ground floor, four floors, roof */}
        <g className="isl-floor isl-f1">
          <rect x="320" y="540" width="300" height="80" fill="#fbf6ec" />
          <rect x="344" y="558" width="56" height="44" rx="4" fill="#9fc4e0" />
          <rect x="540" y="558" width="56" height="44" rx="4" fill="#9fc4e0" />
          <path d="M446 620v-52a24 24 0 0 1 48 0v52z" fill="#c8553d" />
          <g className="isl-key">
            <circle cx="484" cy="590" r="7" fill="#e9c46a" />
            <rect x="482" y="590" width="4" height="16" rx="2" fill="#e9c46a" />
          </g>
        </g>
        {FLOORS.map((f) => (
          <g key={f} className={`isl-floor isl-f${f + 1}`}>
            <rect x="320" y={540 - f * 80} width="300" height="80" fill={f % 2 ? "#f1e4cc" : "#fbf6ec"} />
            <rect x="314" y={612 - f * 80} width="312" height="8" fill="#e2d2b4" />
            {WINDOWS.map((w) => (
              <rect key={w} x={350 + w * 92} y={556 - f * 80} width="56" height="48" rx="4" fill="#9fc4e0" />
            ))}
          </g>
        ))}
        <g className="isl-floor isl-f6">
          <path d="M312 220l30-56h256l30 56z" fill="#1e3a5f" />
          <rect x="452" y="178" width="36" height="28" rx="6" fill="#9fc4e0" />
        </g>
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}

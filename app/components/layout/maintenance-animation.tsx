// Maintenance illustration: a worker swings a wrench next to two turning gears.
// All animation CSS lives in app/styles/animations.css (no inline styles: CSP).

export function MaintenanceAnimation({ message = "La page est en maintenance" }: { message?: string }) {
  return (
    <div className="mx-auto w-full max-w-[40rem]">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 700 520"
        width="700"
        height="520"
        className="mx-auto block h-auto w-full max-w-[40rem]"
      >
        <circle cx="350" cy="250" r="220" fill="#f4e9d8" />
        <ellipse cx="350" cy="476" rx="250" ry="16" fill="#334155" opacity=".12" />

        {/* Gears */}
        <g className="ism-gear">
          <circle cx="460" cy="180" r="92" fill="none" stroke="#1e3a5f" strokeWidth="24" strokeDasharray="24.1 24.1" />
          <circle cx="460" cy="180" r="84" fill="#1e3a5f" />
          <circle cx="460" cy="180" r="52" fill="none" stroke="#f4e9d8" strokeWidth="8" strokeDasharray="30 24.5" />
          <circle cx="460" cy="180" r="22" fill="#f4e9d8" />
        </g>
        <g className="ism-gear ism-gear-rev">
          <circle cx="566" cy="298" r="52" fill="none" stroke="#c8553d" strokeWidth="20" strokeDasharray="20.4 20.4" />
          <circle cx="566" cy="298" r="46" fill="#c8553d" />
          <circle cx="566" cy="298" r="16" fill="#f4e9d8" />
        </g>

        {/* Traffic cone */}
        <path d="M586 470l26-100h24l26 100z" fill="#c8553d" />
        <path d="M604 400h40l6 24h-52z" fill="#fff" />
        <rect x="570" y="464" width="108" height="14" rx="4" fill="#a8432f" />

        {/* Worker */}
        <rect x="212" y="380" width="26" height="88" rx="10" fill="#1e3a5f" />
        <rect x="246" y="380" width="26" height="88" rx="10" fill="#1e3a5f" />
        <rect x="202" y="458" width="42" height="18" rx="8" fill="#334155" />
        <rect x="240" y="458" width="42" height="18" rx="8" fill="#334155" />
        <path d="M198 396v-92q0-42 44-46 44 4 44 46v92z" fill="#c8553d" />
        <path d="M210 396v-84h64v84z" fill="#1e3a5f" />
        <path d="M214 300l10 14M270 300l-10 14" stroke="#1e3a5f" strokeWidth="8" strokeLinecap="round" />
        <rect x="230" y="326" width="24" height="18" rx="3" fill="#2b4d77" />
        <path d="M204 292l-18 80" stroke="#c8553d" strokeWidth="22" strokeLinecap="round" />
        <circle cx="184" cy="380" r="12" fill="#e0ac82" />
        <rect x="230" y="246" width="24" height="20" fill="#e0ac82" />
        <circle cx="242" cy="224" r="34" fill="#e0ac82" />
        <circle cx="230" cy="226" r="4" fill="#334155" />
        <circle cx="254" cy="226" r="4" fill="#334155" />
        <path d="M232 240q10 9 20 0" fill="none" stroke="#334155" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M204 214a38 38 0 0 1 76 0z" fill="#e9c46a" />
        <rect x="196" y="208" width="92" height="12" rx="6" fill="#d4a43a" />
        <rect x="236" y="178" width="12" height="22" rx="4" fill="#d4a43a" />
        <g className="ism-arm">
          <path d="M280 292l44 -40" stroke="#c8553d" strokeWidth="22" strokeLinecap="round" />
          <circle cx="330" cy="246" r="13" fill="#e0ac82" />
          <rect x="324" y="168" width="14" height="82" rx="6" fill="#94a3b8" transform="rotate(20 331 246)" />
          <path d="M346 150a26 26 0 1 0 18 28l-16-6-2-12 12-12z" fill="#94a3b8" />
        </g>
      </svg>
      <p className="mt-4 text-center text-lg font-medium text-slate-700">{message}</p>
    </div>
  );
}

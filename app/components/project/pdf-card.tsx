import { originalUrl } from "~/domain/content/media";

/** A PDF stored where pictures usually are (project or district documents): a download card. */
export function PdfCard({ hash, name, label, className = "" }: { hash: string; name: string; label: string; className?: string }) {
  return (
    <a
      href={originalUrl(hash, "pdf")}
      download={name}
      className={`flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-sand p-4 text-center font-semibold text-navy hover:bg-sand/70 focus-visible:outline-2 focus-visible:outline-terracotta ${className}`}
    >
      <svg aria-hidden="true" width="40" height="48" viewBox="0 0 40 48">
        <path d="M4 2h22l10 10v34H4Z" fill="#fff" stroke="#1e3a5f" strokeWidth="2" />
        <path d="M26 2v10h10" fill="none" stroke="#1e3a5f" strokeWidth="2" />
        <text x="20" y="36" textAnchor="middle" fontSize="10" fontWeight="700" fill="#a8432f">PDF</text>
      </svg>
      <span>
        {label} <span className="block text-sm font-normal text-slate-700">Télécharger le document PDF</span>
      </span>
    </a>
  );
}

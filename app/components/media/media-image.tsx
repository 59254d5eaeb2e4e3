import { variantSrcSet as srcSet, variantUrl } from "~/domain/content/media";

interface Props {
  hash: string;
  alt: string;
  /** Intrinsic box of the image as laid out (sets width/height to reserve space). */
  width: number;
  height: number;
  /** The sizes attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  className?: string;
  /** The main image of the page: load it first. */
  priority?: boolean;
}

/** A stored image as AVIF/WebP variants with srcset; the box is cropped with object-cover. */
export function MediaImage({ hash, alt, width, height, sizes, className = "", priority = false }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(hash, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(hash, "webp")} sizes={sizes} />
      <img
        src={variantUrl(hash, 960, "webp")}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={`object-cover ${className}`}
      />
    </picture>
  );
}

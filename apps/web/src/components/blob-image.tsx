// An image whose bytes were fetched (an artefact behind the member's token, docs/station-run.md,
// 'Version 2 stations on the station screen'): its object URL is made when it is shown and revoked
// when it is not, set on the <img> directly so React never holds a URL that is already revoked.
import { useEffect, useRef, type CSSProperties } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  className?: string;
  style?: CSSProperties;
}

export function BlobImage({ blob, alt, className, style }: BlobImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} className={className} style={style} />;
}

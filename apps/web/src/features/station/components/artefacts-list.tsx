// The Charts and Images tab (docs/station-run.md, 'Version 2 stations on the station screen'): each
// artefact this role may see now (canSeeArtefact, chosen by the caller), with its title; an image
// fetched with the member's token, fitted to the width, with View full size; a document as its
// HTML (a wide table scrolls sideways on a phone); the source and licence in small print under each.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import { BlobImage } from '../../../components/blob-image';
import { HtmlContent } from '../../../components/html-content';
import { ImageViewerDialog } from '../../../components/image-viewer-dialog';
import { LoadingState } from '../../../components/query-state';
import { withValues } from '../../../lib/with-values';
import { useArtefactImage } from '../api/get-artefact-image';
import type { StationComponents } from '../types';

export type Artefact = StationComponents['artefacts'][number];

export function ArtefactsList({ artefacts }: { artefacts: readonly Artefact[] }) {
  return (
    <ul className="artefacts">
      {artefacts.map((artefact) => (
        <li key={artefact.id} className="artefact">
          <figure className="artefact__figure" aria-labelledby={`artefact-${artefact.id}-title`}>
            <h3 id={`artefact-${artefact.id}-title`} className="artefact__title">
              {artefact.title}
            </h3>
            {artefact.url ? (
              <ArtefactImage url={artefact.url} title={artefact.title} alt={artefact.alt ?? ''} />
            ) : (
              <div className="artefact__document">
                <HtmlContent html={artefact.content ?? ''} />
              </div>
            )}
            <figcaption className="artefact__credit">
              <span>{withValues(messages.artefactSource, { source: artefact.source })}</span>{' '}
              <span>{withValues(messages.artefactLicence, { licence: artefact.licence })}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function ArtefactImage({ url, title, alt }: { url: string; title: string; alt: string }) {
  const image = useArtefactImage(url);
  const [viewing, setViewing] = useState(false);

  if (image.isError) {
    return (
      <div className="artefact__error" role="alert">
        <p>{messages.artefactLoadFailed}</p>
        <button
          type="button"
          className="button button--default"
          onClick={() => void image.refetch()}
        >
          {messages.artefactRetry}
        </button>
      </div>
    );
  }
  if (!image.data) {
    return <LoadingState label={title} rows={3} className="artefact__loading" />;
  }
  return (
    <>
      <BlobImage blob={image.data} alt={alt} className="artefact__image" />
      <button
        type="button"
        className="button button--default artefact__zoom"
        onClick={() => setViewing(true)}
      >
        {messages.artefactViewFull}
        <span className="visually-hidden">: {title}</span>
      </button>
      <ImageViewerDialog
        open={viewing}
        title={title}
        blob={image.data}
        alt={alt}
        onClose={() => setViewing(false)}
      />
    </>
  );
}

// The explainer video with English captions; nothing downloads until the visitor presses play.
// Captions are offered but off at first: the slides carry their own text, which captions would
// cover; the player's captions button turns them on.
export function ExplainerVideo() {
  return (
    <section className="home-section explainer" aria-labelledby="explainer-title">
      <h2 id="explainer-title">See it in action</h2>
      <p>A short tour of a station, from choosing a case to reading your marks.</p>
      <video
        className="explainer__video"
        controls
        preload="none"
        poster="/media/explainer-poster.svg"
        width={1280}
        height={720}
        aria-label="Explainer video"
      >
        <source src="/media/explainer.webm" type="video/webm" />
        <track kind="captions" src="/media/explainer.vtt" srcLang="en" label="English" />
      </video>
    </section>
  );
}

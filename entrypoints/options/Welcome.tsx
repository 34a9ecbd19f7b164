/** Shown once, on the tab opened at first install: what Linkwise does and what it sends where. */
export function Welcome() {
  return (
    <section class="notice" aria-labelledby="welcome-heading" data-testid="welcome">
      <h2 id="welcome-heading">Welcome to Linkwise</h2>
      <p>
        <strong>Shorten:</strong> click the Linkwise button to shorten the page you are on; the
        short link is copied for you. Right-click a link, or press the keyboard shortcut, to do the
        same without opening anything.
      </p>
      <p>
        <strong>Protect:</strong> links to sites with scam reports are marked on the pages you read.
      </p>
      <p>
        <strong>What leaves your browser:</strong> to check a link, only its site name (for example
        shop.example.com) goes to the scam-lookup service — never the full address or anything on
        the page. When you shorten, the address you shorten goes to your link-shortening service.
        Nothing else is sent anywhere.
      </p>
      <p>
        <strong>An API key is optional.</strong> Without one, links are not tied to an account and
        may expire. Paste your key below to make links that belong to you.
      </p>
    </section>
  );
}

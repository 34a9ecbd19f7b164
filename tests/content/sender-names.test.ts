import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { senderNamesIn } from '@/utils/content/sender-names';

const fixture = (name: string) =>
  new DOMParser().parseFromString(
    readFileSync(`tests/fixtures/pages/${name}.html`, 'utf8'),
    'text/html',
  );

describe('the names a page shows its senders with', () => {
  it.each([
    ['webmail-gmail', 'alerts.chase.online@gmail.com', 'Chase Bank'],
    ['webmail-gmail', 'service@paypal.com', 'PayPal'],
    ['webmail-outlook', 'no-reply@mailer-4411.com', 'PayPal Service'],
    ['webmail-yahoo', 'dhl.delivery.notice@yahoo.com', 'DHL Express'],
    ['webmail-proton', 'metamask.wallet.help@proton.me', 'Metamask Support'],
  ])('%s: %s is shown as %s', (page, address, name) => {
    expect(senderNamesIn(fixture(page), [address])).toEqual([{ address, name }]);
  });

  it('reads `Name <address>` in plain text, quoted or after "From:"', () => {
    const doc = new DOMParser().parseFromString(
      `<p>---------- Forwarded message ---------<br>From: "Chase Bank" &lt;alerts@chase-secure.top&gt;<br>Date: today</p>
       <p>Write to: Support Team &lt;help@gmail.com&gt; today.</p>`,
      'text/html',
    );
    expect(senderNamesIn(doc, ['alerts@chase-secure.top', 'HELP@gmail.com'])).toEqual([
      { address: 'alerts@chase-secure.top', name: 'Chase Bank' },
      { address: 'HELP@gmail.com', name: 'Support Team' },
    ]);
  });

  it('reads the From: line of a plain-text mail in one long <pre>, and only its own line', () => {
    const doc = fixture('mail-free-mail-and-plain');
    const pre = doc.querySelector('pre')!;
    // Long enough that the whole text is no header line.
    expect(pre.textContent!.length).toBeGreaterThan(400);
    expect(senderNamesIn(doc, ['no-reply@mailer-4411.com', 'anna.berg@lists.example.org'])).toEqual(
      [{ address: 'no-reply@mailer-4411.com', name: 'PayPal Service' }],
    );
  });

  it('reads a sender at a host with no domain, as a header line or as a webmail shows it', () => {
    const doc = new DOMParser().parseFromString(
      `<p>From: Correios &lt;contato@correios&gt;</p>
       <span email="sac@ubuntu-nyc1-01" name="Bradesco"><span>Bradesco</span></span>`,
      'text/html',
    );
    expect(senderNamesIn(doc, ['contato@correios', 'sac@ubuntu-nyc1-01'])).toEqual([
      { address: 'contato@correios', name: 'Correios' },
      { address: 'sac@ubuntu-nyc1-01', name: 'Bradesco' },
    ]);
  });

  it('finds no name for an address shown alone, and never takes the page for one', () => {
    const doc = new DOMParser().parseFromString(
      `<p>Write to help@example.org.</p><div>${'Long text. '.repeat(100)}&lt;help@example.org&gt;</div>`,
      'text/html',
    );
    expect(senderNamesIn(doc, ['help@example.org', 'absent@example.org'])).toEqual([]);
  });
});

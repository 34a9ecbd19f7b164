import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { emulatorControl } from './emulator-control';
import { screenshot } from './site-scenarios';
import { expectEachSaid } from './surface-texts';

let runs = 0;
const fresh = (name: string) => `${name}${Date.now() % 100_000}x${runs++}`;

/** A message pasted into the popup's Check field, as the field receives a paste, then checked. */
async function pasteAndCheck(popup: Page, message: string): Promise<void> {
  await popup.waitForSelector('nav button:nth-child(2)');
  await popup.click('nav button:nth-child(2)');
  await popup.$eval(
    '#check-input',
    (field, text) => {
      (field as HTMLTextAreaElement).value = text;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    },
    message,
  );
  await popup.click('form button[type="submit"]');
  await popup.waitForSelector('[data-testid="check-summary"]', { timeout: 30_000 });
}

const rows = (popup: Page) =>
  popup.$$eval('[data-testid="verdicts"] > li', (items) =>
    items.map((item) => ({
      kind: item.getAttribute('data-kind'),
      text: item.textContent ?? '',
    })),
  );

/**
 * A mail as scams write it: harmless shops first, then what matters — a reported payment site,
 * a Safe Links-wrapped phishing link, a reported phone number and a reported sender.
 */
function scamMail(shops: string[]): string {
  const filler = (n: number) => `Line ${n} of the newsletter, nothing to see here.`;
  const lines = [
    'Hello and welcome to this week’s offers!',
    ...shops.flatMap((shop, i) => [filler(i * 2), `Deal ${i + 1}: https://${shop}/offers?week=48`]),
    filler(20),
    filler(21),
    'Your payment failed. Pay now at https://paypa1-secure-login.com/pay?id=7',
    'or here: https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fcrypto-doubler.net%2Fclaim&data=05',
    filler(22),
    'Questions? Call our desk on +44 7700 900123.',
    filler(23),
    'Reply to refunds@paypa1-secure-login.com within 24 hours.',
    filler(24),
    filler(25),
    filler(26),
    'Kind regards, Customer Care',
    'Unsubscribe any time.',
  ];
  return lines.join('\n');
}

export interface MessageOptions {
  emulatorUrl: string;
  /** Saves the answer's screenshot (the docs' copy, with LINKWISE_UPDATE_SCREENSHOTS=1). */
  screenshots?: boolean;
  /** The popup's page, with the Check tab available. */
  openPopup: () => Promise<Page>;
}

/** Checking a whole pasted message, in both browsers. */
export function itChecksWholeMessages(options: MessageOptions): void {
  const emulator = emulatorControl(options.emulatorUrl);

  it('a pasted 30-line message: a verdict for all 12 values, the reported ones first', async () => {
    const prefix = fresh('harmless-shop');
    const shops = Array.from({ length: 8 }, (_, i) => `${prefix}-${i}.com`);
    const message = scamMail(shops);
    expect(message.split('\n')).toHaveLength(30);
    const popup = await options.openPopup();
    await pasteAndCheck(popup, message);

    // Read first: the summary, then the reported values, each with where it was.
    expect(await popup.$eval('[data-testid="check-summary"]', (p) => p.textContent)).toBe(
      '4 of 12 are reported scams.',
    );
    const answer = await rows(popup);
    expect(answer.map((row) => row.kind)).toEqual([
      ...Array(4).fill('risky'),
      ...Array(8).fill('no-record'),
    ]);
    const reported = answer.slice(0, 4).map((row) => row.text);
    for (const value of [
      'paypa1-secure-login.com',
      'crypto-doubler.net',
      '+447700900123',
      'refunds@paypa1-secure-login.com',
    ])
      expect(reported.some((text) => text.includes(value))).toBe(true);
    expect(answer[0]?.text).toMatch(/Line \d+: “/);
    // The wrapped link is judged by its destination, and says the way there.
    expect(
      await popup.$$eval('[data-testid="check-note"]', (notes) => notes.map((n) => n.textContent)),
    ).toContain('The link goes via Microsoft Safe Links → crypto-doubler.net.');
    if (options.screenshots) await screenshot(popup, 'check-message.png');
    await popup.close();

    // The lookup service got bare values only: no path, query, message text or wrapper.
    const sent = await emulator.lookups();
    expect(sent.length).toBeGreaterThan(0);
    for (const value of sent) expect(value).toMatch(/^(\+\d+|[^\s/?#]+)$/);
    expect(sent).toEqual(expect.arrayContaining(shops));
    expect(sent.some((value) => value?.includes('safelinks'))).toBe(false);
  });

  it('a message with 80 values: 30 looked up, the rest listed as not checked yet', async () => {
    const prefix = fresh('many-values');
    const message = Array.from({ length: 80 }, (_, i) => `Store ${i}: www.${prefix}-${i}.com`).join(
      '\n',
    );
    const popup = await options.openPopup();
    await pasteAndCheck(popup, message);
    expect(await popup.$eval('[data-testid="check-summary"]', (p) => p.textContent)).toBe(
      'None of the 30 checked has scam reports. 50 are not checked yet.',
    );
    expect(await rows(popup)).toHaveLength(30);
    const waiting = await popup.$$eval('[data-testid="not-checked"] li', (items) =>
      items.map((item) => item.textContent),
    );
    expect(waiting).toHaveLength(50);
    expect(waiting[0]).toBe(`${prefix}-30.com`);
    expect(await popup.$eval('[data-testid="not-checked"]', (s) => s.textContent)).toContain(
      'Linkwise looks up at most 30 new values at a time',
    );
    const asked = (await emulator.lookups()).filter((value) => value?.startsWith(prefix));
    expect(asked).toHaveLength(30);
    await popup.close();
  });

  it("a pasted mail's senders: judged by the names it shows them with, which never leave", async () => {
    const chase = `alerts.chase.${fresh('online')}@gmail.com`;
    const message = [
      'From: Correios <contato@correios>',
      'Cc: Rodrigo Lima <rodrigo@intranet>',
      `Reply-To: "Chase Bank" <${chase}>`,
      'Sua encomenda está retida. Pague a taxa para liberar a entrega.',
    ].join('\n');
    const popup = await options.openPopup();
    await pasteAndCheck(popup, message);
    expect(await popup.$eval('[data-testid="check-summary"]', (p) => p.textContent)).toBe(
      'None of the 2 checked has scam reports. 2 senders claim to be someone their addresses do not belong to.',
    );
    const answer = await rows(popup);
    expect(answer.map((row) => row.kind)).toEqual(['risky', 'risky']);
    expectEachSaid(
      answer.map((row) => row.text),
      [
        'Says it is Correios — the address has no real domain (correios)',
        'Says it is Chase — the address is gmail.com',
      ],
    );
    // The person at a host with no domain: nothing to say, and not listed as unchecked.
    expect(await popup.$('[data-testid="not-checked"]')).toBeNull();
    await popup.close();
    // Only the address with a domain was looked up; no name, no host without one.
    const sent = await emulator.lookups();
    expect(sent).toContain(chase);
    for (const value of ['contato@correios', 'rodrigo@intranet']) expect(sent).not.toContain(value);
    for (const value of sent) expect(value).toMatch(/^(\+\d+|[^\s/?#<>"]+)$/);
  });
}

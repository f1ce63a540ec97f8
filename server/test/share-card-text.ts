/** Reading a share card's SVG back: what text it draws, and whether each piece may be drawn. */

/** Every piece of text a card draws (text and tspan contents), unescaped. */
export function cardTexts(svg: string): string[] {
  const texts: string[] = [];
  for (const match of svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)(?=<)/g)) {
    const content = match[1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"');
    if (content.trim()) texts.push(content.replaceAll('&amp;', '&'));
  }
  return texts;
}

/**
 * Everything a card may write: fixed labels (the same on every card), the date, the site, single
 * tile letters and numbers. No pattern admits a word that depends on the day or the player.
 */
export function isAllowedCardText(text: string, dateText: string, site: string): boolean {
  const [weekday, ...rest] = dateText.split(', ');
  const fixed = [
    'Dozen',
    'DAILY WORD PUZZLE',
    'PLAYED FROM THE ARCHIVE',
    'TARGET SCORE',
    'MY SCORE',
    'Build words from these 12 letters,',
    'each tile once. Can you hit it?',
    weekday,
    rest.join(', '),
    site,
  ];
  return (
    fixed.includes(text) ||
    /^[A-Z]$/.test(text) ||
    /^\d+$/.test(text) ||
    /^\/ \d+$/.test(text) ||
    /^Target Score (\d+|reached) · \d+ words? found$/.test(text)
  );
}

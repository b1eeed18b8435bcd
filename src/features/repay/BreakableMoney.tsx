/**
 * Text with an amount in it (`text` contains `money`, as formatMoney wrote it) where the line may break
 * after the currency when nothing else fits: at 200 % text on a 320 px phone "TZS 21,638" alone is wider
 * than a card. The break opportunity is a <wbr>, so the words and the accessible name stay exactly the
 * text; the figure itself never breaks, and at ordinary sizes nothing moves.
 */
export function BreakableMoney({ text, money }: { text: string; money: string }) {
  const at = text.indexOf(money);
  const space = money.indexOf('\u00a0');
  if (at < 0 || space < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {money.slice(0, space + 1)}
      <wbr />
      {money.slice(space + 1)}
      {text.slice(at + money.length)}
    </>
  );
}

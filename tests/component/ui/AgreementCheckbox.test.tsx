import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtensionData } from '../../../src/contract/entities.ts';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { loanAgreementFacts, renewalAgreementFacts } from '../../../src/lib/agreement-facts.ts';
import { AgreementCheckbox, type AgreementDocument } from '../../../src/ui/AgreementCheckbox.tsx';
import { pesaLoan91Quote as quote } from '../../helpers/loans.ts';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const offer: ExtensionData = {
  available: true,
  refusal: null,
  days: 7,
  fee: 4200,
  dueDate: Date.UTC(2027, 1, 25, 9) / 1000,
  newDueDate: Date.UTC(2027, 2, 4, 9) / 1000,
  unpaidAmount: 62730,
  rolloversUsed: 0,
  maxRollovers: 3,
};

/** A form with a typed field beside the box: what the borrower entered must survive reading. */
function Form({ documents }: { documents: AgreementDocument[] }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <label>
        Note
        <input name="note" />
      </label>
      <AgreementCheckbox
        checked={agreed}
        onCheckedChange={setAgreed}
        documents={documents as [AgreementDocument]}
      />
    </form>
  );
}

// The sheet is its own chunk: on a loaded machine its first import takes more than a second.
describe('AgreementCheckbox', { timeout: 20_000 }, () => {
  it('names the loan agreement as a link that opens it with the quote’s figures, keeping the form', async () => {
    const user = userEvent.setup();
    render(<Form documents={[{ id: 'loan', facts: loanAgreementFacts(quote) }]} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed before reading');
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to the loan agreement' });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'loan agreement' }));
    const sheet = await screen.findByRole('dialog', { name: 'Loan agreement' }, { timeout: 8000 });
    await within(sheet).findByText('Amount borrowed: TZS 60,000', {}, { timeout: 8000 });
    within(sheet).getByText('Total to repay: TZS 62,730, by 25-02-2027');
    within(sheet).getByText('You receive in your wallet: TZS 56,460');
    within(sheet).getByText(
      'Late-payment penalty: 2% of the amount borrowed for each day after the due date',
    );
    expect(sheet.textContent).not.toContain('{{');

    await user.click(within(sheet).getByRole('button', { name: 'Back to the form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe(
      'typed before reading',
    );
  });

  it('does not tick the box when the link is tapped; the phone’s Back closes the sheet only', async () => {
    const user = userEvent.setup();
    render(<Form documents={[{ id: 'privacy' }, { id: 'terms' }]} />);
    screen.getByRole('checkbox', {
      name: 'I have read and agree to the privacy policy and the terms of service',
    });
    await user.click(screen.getByRole('button', { name: 'terms of service' }));
    await screen.findByRole('dialog', { name: 'Terms of service' }, { timeout: 8000 });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { hidden: true }).checked).toBe(false);
    history.back();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the loan agreement without figures where there is no quote, saying where they are shown', async () => {
    const user = userEvent.setup();
    render(<Form documents={[{ id: 'loan' }]} />);
    await user.click(screen.getByRole('button', { name: 'loan agreement' }));
    const sheet = await screen.findByRole('dialog', { name: 'Loan agreement' }, { timeout: 8000 });
    await within(sheet).findByText(/They are filled in here on the confirm screen/, {}, { timeout: 8000 });
    expect(sheet.textContent).not.toContain('Amount borrowed:');
    expect(sheet.textContent).not.toContain('{{');
  });

  it('fills the renewal agreement with the fee, both due dates and the unchanged amount, in Kiswahili', async () => {
    await setLanguage('sw');
    const user = userEvent.setup();
    render(<Form documents={[{ id: 'renewal', facts: renewalAgreementFacts(offer) }]} />);
    screen.getByRole('checkbox', {
      name: 'Nimesoma na ninakubali mkataba wa kuongeza muda wa mkopo',
    });
    await user.click(screen.getByRole('button', { name: 'mkataba wa kuongeza muda wa mkopo' }));
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'Mkataba wa kuongeza muda wa mkopo' },
      { timeout: 8000 },
    );
    await within(sheet).findByText('Ada ya kuongeza muda: TZS 4,200', {}, { timeout: 8000 });
    within(sheet).getByText('Tarehe mpya ya kulipa: 04-03-2027 (siku 7 baadaye)');
    within(sheet).getByText('Deni, bila kubadilika: TZS 62,730');
    await user.click(within(sheet).getByRole('button', { name: 'Funga' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '@harman/i18n';
import { registerFormsTranslations } from '../../i18n/forms-translations';
import { accepted, heldAnswer, refusedFields, stubFormsApi } from '../../test/stub-forms-api';
import { CareersForm } from './careers-form';

const cvInput = () => screen.getByLabelText('Özgeçmiş (CV)');

async function fillAndSend(cv?: File) {
  await screen.findByRole('form', { name: 'İş başvuru formu' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Ad Soyad' }), { target: { value: 'Zeynep Kaya' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-posta' }), { target: { value: 'zeynep@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Telefon' }), { target: { value: '0532 987 65 43' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Pozisyon' }), { target: { value: 'barista' } });
  if (cv) fireEvent.change(cvInput(), { target: { files: [cv] } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
  });
}

describe('CareersForm: where focus goes', () => {
  beforeAll(() => {
    initI18n();
    registerFormsTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('tr'));
  });

  it('moves to the CV field when the api refuses the file by its content, with the message under it', async () => {
    const held = heldAnswer();
    const sent = stubFormsApi('careers', [held.answer]);
    render(<CareersForm />);
    await fillAndSend(new File(['just text'], 'cv.pdf', { type: 'application/pdf' }));
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Gönderiliyor…' }).matches(':disabled')).toBe(true);
    await act(async () => held.give(refusedFields({ cv: ['errors.cvType'] })));

    expect(screen.getByText('Özgeçmiş PDF, DOC veya DOCX dosyası olmalıdır')).toBeTruthy();
    expect(document.activeElement).toBe(cvInput());
    expect(cvInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('moves to the first refused field in the form’s order, not the answer’s', async () => {
    const held = heldAnswer();
    stubFormsApi('careers', [held.answer]);
    render(<CareersForm />);
    await fillAndSend(new File(['just text'], 'cv.pdf', { type: 'application/pdf' }));
    await act(async () => held.give(refusedFields({ cv: ['errors.cvType'], phone: ['errors.phoneInvalid'] })));

    expect(screen.getByText('Geçerli bir telefon numarası giriniz')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Telefon' }));
  });

  it('moves to the CV field when the browser refuses the chosen file', async () => {
    const sent = stubFormsApi('careers', [accepted()]);
    render(<CareersForm />);
    await fillAndSend(new File(['x'], 'cv.txt', { type: 'text/plain' }));

    expect(sent).toHaveLength(0);
    expect(screen.getByText('Özgeçmiş PDF, DOC veya DOCX dosyası olmalıdır')).toBeTruthy();
    expect(document.activeElement).toBe(cvInput());
  });

  it('puts focus on the success panel, then on the first field of the emptied form after “Yeni Başvuru”', async () => {
    stubFormsApi('careers', [accepted()]);
    render(<CareersForm />);
    await fillAndSend();

    const title = await screen.findByRole('heading', { name: 'Başvurunuz alındı!' });
    expect(document.activeElement).toBe(title);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yeni Başvuru' }));
    });
    const name = screen.getByRole('textbox', { name: 'Ad Soyad' }) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(document.activeElement).toBe(name);
  });
});

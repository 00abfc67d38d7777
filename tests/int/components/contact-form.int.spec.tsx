import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/leads/ContactForm';
import { PHONE_COUNTRIES } from '../support/phone-countries';

describe('ContactForm', () => {
  it('asks for every field, named as the CRM does', () => {
    render(<ContactForm hidden={{ xmIwtLD: 'contact', _token: 't' }} countries={PHONE_COUNTRIES} />);
    const form = screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
    for (const name of ['First Name', 'Last Name', 'Phone', 'Email', 'LEADCF3', 'Description'])
      expect(form.elements.namedItem(name)).toBeRequired();
    expect(form.elements.namedItem('_token')).toHaveValue('t');
    const inquiry = screen.getByRole('combobox', { name: 'Inquiry' });
    expect([...(inquiry as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'Hire Developer/Software Engineers',
      'Apply For jobs',
      'General Questions',
      'Investors',
      'Media & Press',
      'Others',
    ]);
  });

  it('says what is missing beside each field', () => {
    render(<ContactForm hidden={{}} countries={PHONE_COUNTRIES} />);
    act(() => void (screen.getByRole('form') as HTMLFormElement).checkValidity());
    expect(screen.getByRole('combobox', { name: 'Inquiry' })).toHaveAccessibleDescription(
      'Please choose what your message is about',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please tell us how we can help',
    );
  });
});

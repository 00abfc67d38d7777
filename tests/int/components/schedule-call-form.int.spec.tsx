import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleCallForm } from '@/components/leads/ScheduleCallForm';
import { PHONE_COUNTRIES } from '../support/phone-countries';

function renderForm() {
  render(<ScheduleCallForm hidden={{ xmIwtLD: 'schedule-a-call', skill_count: '13' }} countries={PHONE_COUNTRIES} />);
  return screen.getByRole('form', { name: 'Tell us about the developer you need' }) as HTMLFormElement;
}

describe('ScheduleCallForm', () => {
  it('names every input as the CRM does', () => {
    const form = renderForm();
    const names = new Set([...form.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean));
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Description'])
      expect(names).toContain(name);
    for (const name of ['LEADCF11', 'LEADCF12', 'LEADCF13', 'LEADCF14', 'LEADCF15', 'skill_count', 'xmIwtLD'])
      expect(names).toContain(name);
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '1-10',
      '11-50',
      '51-250',
      '250<',
    ]);
  });

  it('starts on +1 and an empty, invalid engagement type', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveDisplayValue('United States (+1)');
    const engagement = screen.getByRole('combobox', { name: 'Engagement type' }) as HTMLSelectElement;
    expect(engagement).toHaveDisplayValue('Duration of service');
    expect(engagement.validity.valueMissing).toBe(true);
  });

  it('shows a message beside each field left empty', () => {
    const form = renderForm();
    act(() => void form.checkValidity());
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your email address',
        'Please enter your phone number',
        'Please enter your company name',
        'Please choose the size of your company',
        'Please select at least one skill',
        'Please choose how you want to engage your developer',
      ]),
    );
    expect(screen.getByRole('group', { name: 'Skills you need' })).toHaveAccessibleDescription(
      "Select at least one skill you're looking for Please select at least one skill",
    );
  });

  it('links to the privacy policy in a new tab and to the talent application', () => {
    renderForm();
    const privacy = screen.getByRole('link', { name: /privacy policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Looking for work? Apply here.' })).toHaveAttribute(
      'href',
      '/apply-as-talent',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });
});

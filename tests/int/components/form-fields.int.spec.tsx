import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField, SelectField } from '@/components/forms/Field';
import { HiddenFields } from '@/components/forms/HiddenFields';

describe('form fields', () => {
  it('labels the control and ties its hint and error to it', () => {
    render(<InputField id="phone" name="Phone" label="Phone" hint="10 digits" error="Please use only numbers" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('name', 'Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Please use only numbers');
    expect(screen.getByRole('alert')).toHaveTextContent('Please use only numbers');
  });

  it('is valid and quiet without an error', () => {
    render(<InputField id="email" name="Email" type="email" label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers an empty placeholder option that is no choice', () => {
    render(
      <SelectField
        id="engagement"
        name="LEADCF13"
        label="Engagement"
        placeholder="Duration of service"
        required
        options={[{ value: 'Full Time', label: 'Full Time' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Engagement' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.validity.valueMissing).toBe(true);
  });

  it('renders hidden CRM values under their names', () => {
    const { container } = render(
      <HiddenFields values={{ 'Lead Source': 'Website', LEADCF1: 'Remote Talent Leads' }} />,
    );
    expect(container.querySelector('input[name="Lead Source"]')).toHaveValue('Website');
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';

const SKILLS = [
  { value: 'React', label: 'React' },
  { value: 'Other', label: 'Other', controls: 'other-skills' },
];

describe('ChoiceGroup', () => {
  it('is a labelled group of radios, one of which is required', () => {
    render(
      <ChoiceGroup
        id="size"
        name="LEADCF14"
        type="radio"
        label="Company size"
        options={[
          { value: '1-10', label: '1-10' },
          { value: '250<', label: '250+' },
        ]}
        required
        error="Please choose the size of your company"
      />,
    );
    const group = screen.getByRole('group', { name: 'Company size' });
    expect(group).toHaveAccessibleDescription('Please choose the size of your company');
    expect(screen.getByRole('radio', { name: '250+' })).toHaveAttribute('value', '250<');
    expect(screen.getByRole('radio', { name: '1-10' })).toBeRequired();
  });

  it('asks for at least one checkbox until one is ticked', async () => {
    const user = userEvent.setup();
    render(
      <ChoiceGroup
        id="skills"
        name="LEADCF11"
        type="checkbox"
        label="Skills you need"
        hint="Select at least one skill you're looking for"
        options={SKILLS}
        required
        requiredMessage="Please select at least one skill"
      />,
    );
    const first = screen.getByRole('checkbox', { name: 'React' }) as HTMLInputElement;
    expect(first.validationMessage).toBe('Please select at least one skill');
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(first.validity.valid).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Other' })).toHaveAttribute('aria-controls', 'other-skills');
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(first.validity.valid).toBe(false);
  });

  it('counts a tick already there when it mounts', () => {
    render(
      <ChoiceGroup
        id="skills"
        name="LEADCF11"
        type="checkbox"
        label="Skills"
        options={SKILLS}
        required
        requiredMessage="x"
        defaultValue="React"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'React' })).toBeChecked();
    expect((screen.getByRole('checkbox', { name: 'React' }) as HTMLInputElement).validity.valid).toBe(true);
  });
});

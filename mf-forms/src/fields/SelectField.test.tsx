import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('stars a required label and starts on a disabled placeholder', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        id="store"
        label="Store"
        placeholder="Choose a store"
        required
        value=""
        onChange={onChange}
        options={[
          { value: 'a', label: 'Store A' },
          { value: 'b', label: 'Store B' },
        ]}
      />,
    );
    const select = screen.getByLabelText(/^Store/) as HTMLSelectElement;
    expect(document.querySelector('label[for=store]')?.textContent).toBe('Store *');
    expect(select.required).toBe(true);
    expect(select.value).toBe('');
    const placeholder = screen.getByRole('option', { name: 'Choose a store' }) as HTMLOptionElement;
    expect(placeholder.disabled).toBe(true);
    expect(placeholder.selected).toBe(true);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('has no star when optional and ties its error to the select', () => {
    render(
      <SelectField
        id="s"
        label="Size"
        placeholder="Pick"
        value=""
        onChange={() => undefined}
        options={[]}
        error="Size is required"
      />,
    );
    expect(document.querySelector('label[for=s]')?.textContent).toBe('Size');
    const select = screen.getByLabelText('Size');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Size is required');
  });
});

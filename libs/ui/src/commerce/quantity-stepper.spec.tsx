/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './quantity-stepper';

const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('steps by one, never below the minimum nor above the maximum', () => {
    const onChange = jest.fn();
    const { rerender } = render(<QuantityStepper value={1} min={1} max={3} onChange={onChange} label="Kenya AA" />);
    expect(button(/Azalt/).disabled).toBe(true);
    fireEvent.click(button(/Artır/));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<QuantityStepper value={3} min={1} max={3} onChange={onChange} label="Kenya AA" />);
    expect(button(/Artır/).disabled).toBe(true);
    fireEvent.click(button(/Azalt/));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('takes no clicks while busy and says so', () => {
    render(<QuantityStepper value={2} onChange={jest.fn()} busy label="Kenya AA" />);
    expect(screen.getByRole('group', { name: 'Kenya AA' }).getAttribute('aria-busy')).toBe('true');
    expect(button(/Azalt/).disabled).toBe(true);
    expect(button(/Artır/).disabled).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input, Textarea } from './input';

function ControlledTextarea() {
  const [text, setText] = useState('');
  return (
    <>
      <Textarea aria-label="Notes" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="State">{JSON.stringify(text)}</output>
    </>
  );
}

describe('text boxes drop control characters as they arrive', () => {
  it('keeps the rest of a paste, its line breaks and tabs, and the caret after it', async () => {
    render(<ControlledTextarea />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Notes');
    await userEvent.click(box);
    await userEvent.paste('Tent\u0000 with\u000b poles\n\tand\u0007 pegs');
    expect(box.value).toBe('Tent with poles\n\tand pegs');
    expect(screen.getByLabelText('State').textContent).toBe(JSON.stringify('Tent with poles\n\tand pegs'));
    expect(box.selectionStart).toBe(box.value.length);

    // Pasted in the middle: the caret stays right after the pasted text, not at the end.
    box.setSelectionRange(4, 4);
    await userEvent.paste(' (3\u0000p)');
    expect(box.value).toBe('Tent (3p) with poles\n\tand pegs');
    expect(box.selectionStart).toBe('Tent (3p)'.length);
  });

  it('cleans an uncontrolled text box for whoever reads it, and leaves a password as typed', async () => {
    const seen: string[] = [];
    render(
      <>
        <Input aria-label="Title" onChange={(event) => seen.push(event.target.value)} />
        <Input aria-label="Password" type="password" />
      </>,
    );
    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.paste('Drill\u001b[31m set');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Drill[31m set');
    expect(seen.at(-1)).toBe('Drill[31m set');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('pass\u0001word');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('pass\u0001word');
  });
});

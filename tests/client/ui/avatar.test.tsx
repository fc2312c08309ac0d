import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';

describe('Avatar', () => {
  it('without a picture shows the initials, and the label to screen readers when given', () => {
    const { container } = render(<Avatar name="Maya Lin" label="Maya Lin's photo" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('ML')).toBeInTheDocument();
    expect(screen.getByText("Maya Lin's photo")).toHaveClass('sr-only');
  });

  it('with a picture shows it over the initials, which wait 400 ms and say nothing', () => {
    const { container } = render(<Avatar name="Maya Lin" src="/uploads/maya.webp" label="Maya Lin's photo" />);
    expect(screen.getByRole('img', { name: "Maya Lin's photo" })).toHaveAttribute('src', '/uploads/maya.webp');
    const initials = screen.getByText('ML').parentElement!;
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    expect(initials).toHaveClass('animate-avatar-initials');
    expect(screen.queryByText("Maya Lin's photo")).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('hides the initials once the picture has loaded', () => {
    render(<Avatar name="Maya Lin" src="/uploads/maya.webp" />);
    fireEvent.load(document.querySelector('img')!);
    expect(screen.getByText('ML').parentElement).toHaveClass('invisible');
  });

  it('drops a picture that fails: the initials take its place and carry the label', () => {
    const { container } = render(<Avatar name="Maya Lin" src="/uploads/gone.webp" label="Maya Lin's photo" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const initials = screen.getByText('ML').parentElement!;
    expect(initials).not.toHaveAttribute('aria-hidden');
    expect(initials).not.toHaveClass('animate-avatar-initials');
    expect(screen.getByText("Maya Lin's photo")).toHaveClass('sr-only');
  });

  it('tries a new picture after an old one failed', () => {
    const { container, rerender } = render(<Avatar name="Maya Lin" src="/uploads/gone.webp" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar name="Maya Lin" src="/uploads/new.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/new.webp');
  });
});

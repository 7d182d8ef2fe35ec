import { cleanup, render } from '@testing-library/react';
import type { PublicPageBackground } from '@wedding/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PageBackground } from './PageBackground';
import { backgroundForPage, cssUrl, pageBackgroundStyle } from './page-background-style';

afterEach(cleanup);

const base: PublicPageBackground = {
  id: 'bg-1',
  page: 'rsvp',
  imageId: 'img-1',
  url: '/uploads/w1/garden.webp',
  opacity: 0.4,
  position: '30% 70%',
  size: 'cover',
  showPattern: false,
  grayscale: false,
};

describe('pageBackgroundStyle', () => {
  it('uses the stored opacity, position and size', () => {
    expect(pageBackgroundStyle(base)).toMatchObject({
      backgroundImage: 'url("/uploads/w1/garden.webp")',
      backgroundPosition: '30% 70%',
      backgroundSize: 'cover',
      opacity: 0.4,
    });
    expect(pageBackgroundStyle(base).filter).toBeUndefined();
  });

  it('writes a cover zoom as a percentage and keeps contain/auto', () => {
    expect(pageBackgroundStyle({ ...base, size: '150%' }).backgroundSize).toBe('150%');
    expect(pageBackgroundStyle({ ...base, size: '100%' }).backgroundSize).toBe('cover');
    expect(pageBackgroundStyle({ ...base, size: 'contain' }).backgroundSize).toBe('contain');
    expect(pageBackgroundStyle({ ...base, size: 'auto' }).backgroundSize).toBe('auto');
  });

  it('clamps out-of-range stored values like the dashboard controls do', () => {
    const style = pageBackgroundStyle({ ...base, opacity: 3, position: '-20% 180%', size: '900%' });
    expect(style.opacity).toBe(1);
    expect(style.backgroundPosition).toBe('0% 100%');
    expect(style.backgroundSize).toBe('200%');
    expect(pageBackgroundStyle({ ...base, opacity: 0 }).opacity).toBe(0.1);
    expect(pageBackgroundStyle({ ...base, position: 'center' }).backgroundPosition).toBe('50% 50%');
  });

  it('greys the image out when grayscale is on', () => {
    expect(pageBackgroundStyle({ ...base, grayscale: true }).filter).toBe('grayscale(1)');
  });

  it('escapes characters that would end the url() string', () => {
    expect(cssUrl('/uploads/a"b\\c.png')).toBe('url("/uploads/a\\22 b\\5c c.png")');
  });
});

describe('backgroundForPage', () => {
  it('finds the background of a page or nothing', () => {
    const gallery = { ...base, id: 'bg-2', page: 'gallery' };
    expect(backgroundForPage([base, gallery], 'gallery')).toBe(gallery);
    expect(backgroundForPage([base, gallery], 'schedule')).toBeUndefined();
  });
});

describe('PageBackground', () => {
  it('renders nothing without a background', () => {
    const { container } = render(<PageBackground background={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a decorative, hidden layer with the pattern only when asked for', () => {
    const { container, rerender } = render(<PageBackground background={base} />);
    const layer = container.firstElementChild as HTMLElement;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.querySelector('[data-pattern]')).toBeNull();
    expect(layer.querySelector('img')).toBeNull();
    rerender(<PageBackground background={{ ...base, showPattern: true, grayscale: true }} />);
    expect(container.querySelector('[data-pattern]')).not.toBeNull();
    const image = container.firstElementChild?.firstElementChild as HTMLElement;
    expect(image.style.filter).toBe('grayscale(1)');
    expect(image.style.opacity).toBe('0.4');
  });
});

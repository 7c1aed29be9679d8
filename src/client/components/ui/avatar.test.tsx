// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './avatar';

describe('UserAvatar drawn on the server', () => {
  it('shows the initials of a person without a photo in the server’s markup', () => {
    const html = renderToString(<UserAvatar person={{ first_name: 'Maya', last_name: 'Cohen', profile_photo_url: null }} />);
    expect(html).toContain('>MC</span>');
  });

  it('leaves a person with a photo to the browser (the photo loads there; initials only if it is slow)', () => {
    const html = renderToString(<UserAvatar person={{ first_name: 'Maya', last_name: 'Cohen', profile_photo_url: '/media/avatars/a-256.webp' }} />);
    expect(html).not.toContain('MC');
  });
});

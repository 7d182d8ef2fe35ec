import { describe, expect, it } from 'vitest';
import { translate } from '../../messages/translate';
import { ERROR_BOUNDARY_TYPES } from '../../schemas/enums';
import { errorBoundaryPresentation } from './error-boundary-presentation';

describe('error boundary titles and actions (docs/requirements.md A8 and B8)', () => {
  it("wedding_not_found is 'Wedding Not Found' with Go Home to /", () => {
    const presentation = errorBoundaryPresentation('wedding_not_found');
    expect(translate(presentation.titleKey, 'en')).toBe('Wedding Not Found');
    expect(presentation.actions).toEqual([{ id: 'goHome', labelKey: 'errorBoundary.goHome', href: '/' }]);
  });

  it("network_error is 'Connection Problem' with Retry", () => {
    const presentation = errorBoundaryPresentation('network_error');
    expect(translate(presentation.titleKey, 'en')).toBe('Connection Problem');
    expect(presentation.actions[0]?.id).toBe('retry');
  });

  it('session_expired offers Re-authenticate and authentication_required Log In', () => {
    expect(errorBoundaryPresentation('session_expired').actions.map((action) => action.id)).toContain(
      'reauthenticate',
    );
    expect(errorBoundaryPresentation('authentication_required').actions.map((action) => action.id)).toContain(
      'logIn',
    );
  });

  it('gives every type a translated title and at least one action', () => {
    for (const type of ERROR_BOUNDARY_TYPES) {
      const presentation = errorBoundaryPresentation(type);
      expect(translate(presentation.titleKey, 'en')).not.toBe(presentation.titleKey);
      expect(presentation.actions.length).toBeGreaterThan(0);
    }
  });
});

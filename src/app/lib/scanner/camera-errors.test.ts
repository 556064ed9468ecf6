// @vitest-environment happy-dom
// What a supervisor reads when the camera will not start: what happened and what to do instead,
// from the error the browser gave (its name, or its text in browsers that give only that).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-errors';

afterEach(() => vi.unstubAllGlobals());

const domError = (name: string, message = '') => new DOMException(message, name);

describe('the camera’s failure in Turkish', () => {
  it.each([
    ['NotAllowedError', CAMERA_MESSAGES.denied],
    ['SecurityError', CAMERA_MESSAGES.denied],
    ['NotFoundError', CAMERA_MESSAGES.missing],
    ['OverconstrainedError', CAMERA_MESSAGES.missing],
    ['NotReadableError', CAMERA_MESSAGES.busy],
    ['AbortError', CAMERA_MESSAGES.failed],
    ['TypeError', CAMERA_MESSAGES.failed],
  ])('%s', (name, message) => {
    expect(cameraErrorMessage(domError(name))).toBe(message);
  });

  it('says what to do, in the words the spec gives', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(
      'Kamera izni verilmedi. Tarayıcı ayarlarından bu siteye kamera izni verin ya da seri numarasını elle girin.',
    );
    expect(cameraErrorMessage(domError('NotReadableError'))).toBe(
      'Kamera başka bir uygulama tarafından kullanılıyor. O uygulamayı kapatıp tekrar deneyin.',
    );
  });

  it('reads the reason from the text when the browser gives only that', () => {
    expect(cameraErrorMessage(new Error('Permission denied by system'))).toBe(CAMERA_MESSAGES.denied);
    expect(cameraErrorMessage('NotAllowedError: Permission dismissed')).toBe(CAMERA_MESSAGES.denied);
    expect(cameraErrorMessage(new Error('Requested device not found'))).toBe(CAMERA_MESSAGES.missing);
    expect(cameraErrorMessage(new Error('Could not start video source'))).toBe(CAMERA_MESSAGES.busy);
    expect(cameraErrorMessage({ name: 'NotFoundError' })).toBe(CAMERA_MESSAGES.missing);
  });

  it('anything else, hostile values included, is the general failure, never an exception', () => {
    for (const error of [undefined, null, 42, '', '\u0000\ud800', Symbol.for('x').description, { name: { toString: () => 'x' } }, []]) {
      expect(cameraErrorMessage(error)).toBe(CAMERA_MESSAGES.failed);
    }
  });

  it('on an insecure page (http) it says the camera needs HTTPS, whatever the error', () => {
    vi.stubGlobal('isSecureContext', false);
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(
      'Kamera yalnızca güvenli bağlantıda (HTTPS) kullanılabilir. Seri numarasını elle girin.',
    );
  });
});

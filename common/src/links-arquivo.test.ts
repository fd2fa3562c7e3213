import { ehArquivoProprio, linkArquivoAbrivel } from './links-arquivo';

const PROPRIO = '/api/arquivos/0123456789abcdef0123456789abcdef.jpg';

describe('links de arquivo', () => {
  it('own stored files: only the names the storage generates', () => {
    expect(ehArquivoProprio(PROPRIO)).toBe(true);
    expect(ehArquivoProprio('/api/arquivos/0123456789abcdef0123456789abcdef.pdf')).toBe(true);
    for (const l of [
      '/api/arquivos/nota.jpg',
      '/api/arquivos/../../etc/passwd',
      '/api/arquivos/0123456789abcdef0123456789abcdef.exe',
      `${PROPRIO}?x=1`,
      `https://x${PROPRIO}`,
      ` ${PROPRIO}`,
      '/api/arquivos/0123456789ABCDEF0123456789ABCDEF.jpg',
    ]) {
      expect(ehArquivoProprio(l)).toBe(false);
    }
  });

  it('a screen opens our files and http(s) addresses, never script, data or protocol-relative links', () => {
    for (const l of [PROPRIO, '/api/arquivos/nota-1.jpg', 'https://cdn.exemplo.com.br/notas/a.pdf', 'http://localhost:4000/api/arquivos/a.png']) {
      expect(linkArquivoAbrivel(l)).toBe(true);
    }
    for (const l of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,AAAA',
      'vbscript:msgbox(1)',
      '//evil.example/x.jpg',
      '\\\\evil.example\\x.jpg',
      '/api/arquivos/../../etc/passwd',
      '/api/arquivos/%2e%2e/x.jpg',
      '/api/arquivos/a/b.jpg',
      '/outra/a.jpg',
      'a.jpg',
      'https://user:senha@evil.example/x.jpg',
      'https://evil.example/x.jpg"onerror="alert(1)',
      'https:evil.example',
      'blob:https://x/1',
    ]) {
      expect(linkArquivoAbrivel(l)).toBe(false);
    }
  });
});

import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { tratadorDeErros } from '../core/http';
import { logger } from '../core/logger';

/** The REST error handler on its own, behind a route that fails after its answer started. */
describe('tratadorDeErros', () => {
  it('a failure after the answer started ends the connection, logged once, without a second answer', async () => {
    const app = express();
    app.get('/parcial', (_req, res, next) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('parte do arquivo');
      next(new Error('o disco falhou no meio'));
    });
    app.use(tratadorDeErros());
    const aviso = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const erro = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const servidor = http.createServer(app).listen(0, '127.0.0.1');
    await once(servidor, 'listening');
    try {
      // The connection ends: the client never takes a cut file for a whole one (the headers may not
      // even have left the buffer before the end).
      await expect(fetch(`http://127.0.0.1:${(servidor.address() as AddressInfo).port}/parcial`).then((r) => r.text())).rejects.toThrow();
      expect(aviso).toHaveBeenCalledTimes(1);
      expect(aviso).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: 'o disco falhou no meio' }) }),
        'falha depois do início da resposta',
      );
      expect(erro).not.toHaveBeenCalled();
    } finally {
      servidor.close();
      aviso.mockRestore();
      erro.mockRestore();
    }
  });
});

import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as chaves from './chaves.service';
import * as plataforma from './plataforma.service';

/** Integrator API keys (panel, role 2), the integrators' credit call and the member's platform points. */
export function rotasIntegracoes(api: RotasApi) {
  api.get('/integracoes/chaves', 'integracoes.chaves.listar', async (ctx) => ({ chaves: await chaves.listarChaves(ctx) }));
  // {nome, plataforma} → {mensagem, chave, segredo}: the only time the secret is shown.
  api.post('/integracoes/chaves', 'integracoes.chaves.criar', (ctx, req) => chaves.criarChave(ctx, corpo(req.body)), 201);
  api.post('/integracoes/chaves/:id/revogar', 'integracoes.chaves.revogar', (ctx, req) => chaves.revogarChave(ctx, req.params.id));
  // Header X-Api-Key; {cpf, pontos, referencia, descricao?, plataforma?}. 201 for a new credit, 200 for a replay
  // (nothing created); a reference reused with other points or member is a 409 from the service.
  api.post('/integracoes/pontuacoes', 'integracoes.pontuacoes.creditar', async (ctx, req, res) => {
    const r = await plataforma.creditarPontosPlataforma(ctx, corpo(req.body));
    res.status(r.duplicada ? 200 : 201).json(r);
  });
  // Registered before any /pontuacoes/:param route.
  api.get('/pontuacoes/swpro', 'pontuacoes.plataforma.minhas', async (ctx) => ({ pontuacoesSwpro: await plataforma.minhasPontuacoesPlataforma(ctx) }));
}

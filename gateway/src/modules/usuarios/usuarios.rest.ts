import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as usuarios from './usuarios.service';

export function rotasUsuarios(api: RotasApi) {
  // The contract documents {nome, senha}; the answer deliberately carries no password (docs/decisoes.md).
  api.put('/usuarios', 'usuarios.perfil.editar', (ctx, req) => usuarios.atualizarPerfil(ctx, corpo(req.body)));
  api.get('/usuarios/eu', 'usuarios.perfil.ver', (ctx) => usuarios.eu(ctx));
  api.post('/usuarios', 'usuarios.criar', (ctx, req) => usuarios.criar(ctx, corpo(req.body)), 201);
  api.get('/usuarios', 'usuarios.buscar', async (ctx, req) => ({ usuarios: await usuarios.buscar(ctx, { cpf: req.query.cpf }) }));
}

import { RotasApi } from '../../core/http';
import { corpo } from '../../core/validacao';
import * as sistema from './configuracoes-sistema.service';
import * as whatsapp from './whatsapp.service';

export function rotasConfiguracoes(api: RotasApi) {
  api.get('/configuracoes-sistema', 'configuracoes.sistema.ver', (ctx) => sistema.lerConfiguracoesSistema(ctx));
  api.put('/configuracoes-sistema', 'configuracoes.sistema.editar', (ctx, req) => sistema.atualizar(ctx, corpo(req.body)));
  // The contract answers an array whose first element is the configuration.
  api.get('/configuracoes', 'configuracoes.whatsapp.ver', (ctx) => whatsapp.listar(ctx));
  api.post('/configuracoes', 'configuracoes.whatsapp.editar', (ctx, req) => whatsapp.salvar(ctx, corpo(req.body)));
  api.post('/configuracoes/teste', 'configuracoes.whatsapp.testar', (ctx, req) => whatsapp.testar(ctx, corpo(req.body)));
}

import { RotasApi } from '../../core/http';
import * as esquemas from './usuarios.esquemas';
import * as usuarios from './usuarios.service';

export function rotasUsuarios(api: RotasApi) {
  // The contract documents {nome, senha}; the answer deliberately carries no password (docs/decisoes.md).
  api.put('/usuarios', 'usuarios.perfil.editar', { corpo: esquemas.perfil, resumo: 'Meu Perfil: o nome e, opcionalmente, a senha (com a atual).' },
    (ctx, { corpo }) => usuarios.atualizarPerfil(ctx, corpo));
  api.get('/usuarios/eu', 'usuarios.perfil.ver', { resumo: 'O usuário do painel conectado.' }, (ctx) => usuarios.eu(ctx));
  api.post('/usuarios', 'usuarios.criar', { corpo: esquemas.criar, status: 201, resumo: 'Cadastra um usuário do painel (administrador).' }, (ctx, { corpo }) => usuarios.criar(ctx, corpo));
  api.get('/usuarios', 'usuarios.buscar', { consulta: esquemas.busca, resumo: 'Os usuários do painel, ou o de um CPF.' },
    async (ctx, { consulta }) => ({ usuarios: await usuarios.buscar(ctx, consulta) }));
}

import { RotasApi } from '../../core/http';
import * as esquemas from './configuracoes.esquemas';
import * as sistema from './configuracoes-sistema.service';
import * as whatsapp from './whatsapp.service';
import * as respostas from './configuracoes.respostas';

export function rotasConfiguracoes(api: RotasApi) {
  api.get('/configuracoes-sistema', 'configuracoes.sistema.ver', { resposta: respostas.sistema, resumo: 'As configurações do sistema.' }, (ctx) =>
    sistema.lerConfiguracoesSistema(ctx),
  );
  api.put(
    '/configuracoes-sistema',
    'configuracoes.sistema.editar',
    { resposta: respostas.sistema, corpo: esquemas.configuracoesSistema, resumo: 'Altera as configurações do sistema (os três valores).' },
    (ctx, { corpo }) => sistema.atualizar(ctx, corpo),
  );
  // The contract answers an array whose first element is the configuration.
  api.get(
    '/configuracoes',
    'configuracoes.whatsapp.ver',
    { resposta: respostas.listaWhatsapp, resumo: 'A configuração do WhatsApp (token mascarado), numa lista.' },
    (ctx) => whatsapp.listar(ctx),
  );
  api.post(
    '/configuracoes',
    'configuracoes.whatsapp.editar',
    { resposta: respostas.whatsapp, corpo: esquemas.configuracaoWhatsapp, resumo: 'Cria ou altera a configuração do WhatsApp.' },
    (ctx, { corpo }) => whatsapp.salvar(ctx, corpo),
  );
  api.post(
    '/configuracoes/teste',
    'configuracoes.whatsapp.testar',
    { resposta: respostas.teste, corpo: esquemas.testeWhatsapp, resumo: 'Envia agora uma mensagem de teste com a configuração salva.' },
    (ctx, { corpo }) => whatsapp.testar(ctx, corpo),
  );
}

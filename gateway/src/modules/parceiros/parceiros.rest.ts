import { RotasApi } from '../../core/http';
import * as parceiros from './parceiros.service';
import * as esquemas from './parceiros.esquemas';
import * as respostas from './parceiros.respostas';

export function rotasParceiros(api: RotasApi) {
  api.get(
    '/parceiros/eu',
    'parceiro.eu.ver',
    { resposta: respostas.parceiroConectado, resumo: 'O membro conectado, com a loja (tipo de pontuação e resgate liberado).' },
    (ctx) => parceiros.eu(ctx),
  );
  // The acceptance alone is allowed before the regulation is accepted; any other body is a profile
  // edit, checked as 'parceiro.eu.editar' by the service.
  api.put(
    '/parceiros',
    'parceiro.regulamento.aceitar',
    {
      resposta: respostas.parceiroConectado,
      corpo: esquemas.atualizarEu,
      resumo: 'O membro aceita o regulamento ({aceitouRegulamento: 1}) ou edita o próprio perfil (os campos do formulário e a senha).',
    },
    (ctx, { corpo }) => parceiros.atualizarEu(ctx, corpo),
  );
}

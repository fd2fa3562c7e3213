import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro } from '../../graphql/dinheiro';

@ObjectType('CartaoMembro', {
  description: 'O cartão pré-pago do membro: situacao solicitado (pedido, ainda sem número), a_caminho (com número, não entregue) ou entregue.',
})
export class CartaoMembroDTO {
  @Field(() => String, { nullable: true, description: 'Número do cartão (nulo enquanto solicitado).' }) numero: string | null;
  @Field(() => Dinheiro, { description: 'Saldo do cartão (R$).' }) saldo: number;
  @Field(() => Date, { nullable: true, description: 'Quando o saldo foi atualizado.' }) atualizadoEm: Date | null;
  @Field(() => Int, { description: 'Bloqueado (1) ou não (0).' }) bloqueado: number;
  @Field({ description: 'Se o membro pediu o desbloqueio e ele está em andamento.' }) emDesbloqueio: boolean;
  @Field({ description: 'Se o cartão já foi entregue.' }) entregue: boolean;
  @Field({ description: 'solicitado, a_caminho ou entregue.' }) situacao: string;
  @Field(() => String, { nullable: true, description: 'Nome impresso no cartão.' }) nome: string | null;
}

@ObjectType('CartaoPainel', { description: 'Um cartão na lista do painel.' })
export class CartaoPainelDTO {
  @Field(() => ID, { description: 'Identificador do cartão.' }) id: number;
  @Field(() => String, { nullable: true, description: 'Rede da loja do membro.' }) rede: string | null;
  @Field(() => String, { nullable: true, description: 'Nome do membro.' }) parceiro: string | null;
  @Field(() => String, { nullable: true, description: 'CPF do membro.' }) cpf: string | null;
  @Field(() => String, { nullable: true, description: 'O código de barras do cartão (a tela o mostra como Proxy).' }) codigoBarras: string | null;
  @Field(() => String, { nullable: true, description: 'Número do cartão.' }) numero: string | null;
  @Field(() => Dinheiro, { description: 'Saldo do cartão (R$).' }) saldo: number;
  @Field(() => String, { nullable: true, description: 'Nome impresso no cartão.' }) nome: string | null;
  @Field({ description: 'Se o cartão já foi entregue.' }) entregue: boolean;
  @Field(() => Int, { description: 'Bloqueado (1) ou não (0).' }) bloqueado: number;
  @Field({ description: 'Se o desbloqueio está em andamento.' }) emDesbloqueio: boolean;
  @Field(() => Date, { nullable: true, description: 'Quando o saldo foi atualizado.' }) atualizadoEm: Date | null;
}

@ObjectType('ResultadoCartao', { description: 'O resultado de cadastrar um cartão ou de mudar o status do cartão do membro.' })
export class ResultadoCartaoDTO {
  @Field({ description: 'Se a operação foi feita.' }) sucesso: boolean;
  @Field({ description: 'A mensagem para mostrar.' }) mensagem: string;
  @Field(() => CartaoMembroDTO, { nullable: true, description: 'O cartão como ficou.' }) cartao?: CartaoMembroDTO | null;
}

@ObjectType('AtualizacaoCartao', { description: 'O resultado de uma mudança feita pelo painel num cartão.' })
export class AtualizacaoCartaoDTO {
  @Field({ description: 'A mensagem para a tela.' }) mensagem: string;
  @Field(() => CartaoPainelDTO, { description: 'O cartão como fica na lista.' }) cartao: CartaoPainelDTO;
}

@ObjectType('ErroLinhaSaldo', { description: 'Uma linha recusada da planilha de saldos de cartão.' })
export class ErroLinhaSaldoDTO {
  @Field(() => Int, { description: 'Número da linha na planilha.' }) linha: number;
  @Field({ description: 'Por que foi recusada.' }) motivo: string;
}

export interface LinhaCartao {
  id: number;
  parceiro_id: number | null;
  cpf: string | null;
  nome: string | null;
  codigo_barras: string | null;
  numero: string | null;
  saldo: string;
  atualizado_em: Date | null;
  bloqueado: boolean;
  em_desbloqueio: boolean;
  entregue: boolean;
}

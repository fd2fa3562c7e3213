import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { STATUS_RESGATE_ENUM } from './resgates.regras';
import { CartaoMembroDTO } from '../cartoes/cartao.types';

enumeracaoGraphql('StatusResgate', STATUS_RESGATE_ENUM, 'Situação de um resgate.', {
  NAO_ENTREGUE: 'Não entregue',
  ENTREGUE: 'Entregue',
  EM_TRANSITO: 'Em trânsito',
  CANCELADO: 'Cancelado',
});

@ObjectType('ResgatePremio', { description: 'O prêmio (ou a oferta) de um resgate, como a lista de resgates o mostra.' })
export class ResgatePremioDTO {
  @Field(() => ID, { description: 'Identificador do prêmio ou da oferta.' }) id: number;
  @Field({ description: 'Nome do prêmio.' }) nome: string;
  @Field({ description: 'Código do prêmio.' }) codigo: string;
  @Field({ description: 'Tipo do prêmio (físico, crédito, recarga ou oferta).' }) tipo: string;
  @Field(() => String, { nullable: true, description: 'O endereço da foto do prêmio.' }) diretorioFoto: string | null;
}

@ObjectType('Resgate', { description: 'O resgate de um prêmio ou oferta por um membro.' })
export class ResgateDTO {
  @Field(() => ID, { description: 'Identificador do resgate.' }) id: number;
  @Field({ description: 'O código do resgate (o do voucher).' }) redemptionCode: string;
  @Field(() => ID, { description: 'O membro que resgatou.' }) parceiroId: number;
  @Field({ description: 'Nome do membro.' }) parceiro: string;
  @Field(() => ID, { description: 'A loja do membro.' }) revendaId: number;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field(() => String, { nullable: true, description: 'Cidade da loja.' }) cidade: string | null;
  @Field(() => String, { nullable: true, description: 'Rede da loja.' }) rede: string | null;
  @Field(() => ID, { nullable: true, description: 'A oferta do catálogo resgatada, quando é uma (premio então traz a oferta).' }) ofertaId: number | null;
  @Field(() => ResgatePremioDTO, { description: 'O prêmio resgatado.' }) premio: ResgatePremioDTO;
  @Field(() => Int, { description: 'Quantidade resgatada.' }) qtde: number;
  @Field(() => String, { nullable: true, description: 'A observação da equipe (Alterar observação).' }) obs: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'O que o membro escolheu ao resgatar: operadora e número da recarga, 110V/220V, a sua observação. A equipe não muda.',
  })
  escolhaMembro: string | null;
  @Field(() => Pontos, { description: 'Saldo de pontos do membro antes do resgate.' }) saldoAnterior: number;
  @Field(() => Pontos, { description: 'Pontos gastos no resgate.' }) pontosGastos: number;
  @Field(() => STATUS_RESGATE_ENUM, { description: 'Situação do resgate.' }) status: number;
  @Field({ description: 'A situação, como a tela a mostra.' }) nomeStatus: string;
  @Field({ description: 'Quando foi resgatado.' }) resgatadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Data de entrega (AAAA-MM-DD).' }) dataEntrega: string | null;
}

@ObjectType('ResultadoResgate', { description: 'Um resgate feito: o novo saldo e a confirmação.' })
export class ResultadoResgateDTO {
  @Field(() => Pontos, { description: 'Saldo de pontos depois do resgate.' }) saldoNovo: number;
  @Field(() => CartaoMembroDTO, { nullable: true, description: 'O cartão do membro depois de um resgate de crédito (nulo nos outros prêmios).' })
  cartao: CartaoMembroDTO | null;
  @Field(() => ID, { description: 'Identificador do resgate.' }) id: number;
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
}

export interface LinhaResgate {
  id: number;
  redemption_code: string;
  parceiro_id: number;
  parceiro_nome: string;
  revenda_id: number;
  revenda_nome: string;
  cidade: string | null;
  rede_nome: string | null;
  premio_id: number;
  oferta_id?: number | null;
  premio_nome: string;
  premio_codigo: string;
  premio_tipo: string;
  premio_foto: string | null;
  qtde: number;
  obs: string | null;
  escolha_membro: string | null;
  saldo_anterior: string;
  pontos_gastos: string;
  status: number;
  resgatado_em: Date;
  data_entrega: string | null;
}

import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { STATUS_RESGATE_ENUM } from './resgates.regras';
import { CartaoMembroDTO } from '../cartoes/cartao.types';

enumeracaoGraphql('StatusResgate', STATUS_RESGATE_ENUM, 'Situação de um resgate.', {
  NAO_ENTREGUE: 'Não entregue',
  ENTREGUE: 'Entregue',
  EM_TRANSITO: 'Em trânsito',
  CANCELADO: 'Cancelado',
});

@ObjectType('ResgatePremio')
export class ResgatePremioDTO {
  @Field(() => ID) id: number;
  @Field() nome: string;
  @Field() codigo: string;
  @Field() tipo: string;
  @Field(() => String, { nullable: true }) diretorioFoto: string | null;
}

@ObjectType('Resgate', { description: 'O resgate de um prêmio ou oferta por um membro.' })
export class ResgateDTO {
  @Field(() => ID) id: number;
  @Field() redemptionCode: string;
  @Field(() => ID) parceiroId: number;
  @Field() parceiro: string;
  @Field(() => ID) revendaId: number;
  @Field() revenda: string;
  @Field(() => String, { nullable: true }) cidade: string | null;
  @Field(() => String, { nullable: true }) rede: string | null;
  @Field(() => ID, { nullable: true, description: 'Set when a catalogue offer was redeemed (premio then carries the offer).' }) ofertaId: number | null;
  @Field(() => ResgatePremioDTO) premio: ResgatePremioDTO;
  @Field(() => Int) qtde: number;
  @Field(() => String, { nullable: true, description: 'The staff note (Alterar observação).' }) obs: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What the member chose when redeeming: top-up operator and number, 110V/220V, their note. Staff never change it.',
  })
  escolhaMembro: string | null;
  @Field(() => Float) saldoAnterior: number;
  @Field(() => Float) pontosGastos: number;
  @Field(() => STATUS_RESGATE_ENUM) status: number;
  @Field() nomeStatus: string;
  @Field() resgatadoEm: Date;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' }) dataEntrega: string | null;
}

@ObjectType('ResultadoResgate')
export class ResultadoResgateDTO {
  @Field(() => Float) saldoNovo: number;
  @Field(() => CartaoMembroDTO, { nullable: true, description: "The member's card after a credito redemption (null for other prizes)." })
  cartao: CartaoMembroDTO | null;
  @Field(() => ID) id: number;
  @Field() mensagem: string;
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

import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ItemDigitadoDTO } from './pendentes.types';

@ObjectType('ProdutoParticipante', { description: 'The active product behind a code for the member’s store.' })
export class ProdutoParticipanteDTO {
  @Field(() => Int) produtoId: number;
  @Field() codigo: string;
  @Field() descricao: string;
  @Field(() => Float, { description: 'Points per unit before the store factor.' }) valorPontos: number;
}

@ObjectType('SaldoProdutoLoja', { description: 'Sell-in check: units the store bought, units already sold or claimed, and what is left.' })
export class SaldoProdutoLojaDTO {
  @Field(() => ProdutoParticipanteDTO, { nullable: true, description: 'null: no participating product has this code.' }) produto: ProdutoParticipanteDTO | null;
  @Field(() => Int) idRevenda: number;
  @Field(() => Float) comprado: number;
  @Field(() => Float) usado: number;
  @Field(() => Float) disponivel: number;
  @Field(() => Float, { description: 'Points one unit earns at the store (product points × store factor).' }) pontosPorUnidade: number;
}

@InputType()
export class ItemEnvioInput {
  @Field({ description: 'Standard product code or the store’s own code (one unit).' }) codigo: string;
  @Field(() => Float, { description: 'Sale value of the unit, in reais.' }) valor: number;
}

@ObjectType('EnvioPontuacao')
export class EnvioPontuacaoDTO {
  @Field() mensagem: string;
  @Field({ description: 'The new pending claim.' }) id: string;
}

@ObjectType('PontuacaoDoMembro', { description: 'A claim of the signed-in member (under review or not processed).' })
export class ClaimMembroDTO {
  @Field() id: string;
  @Field({ description: "'foto' or 'digitada'." }) origem: string;
  @Field() status: string;
  @Field(() => String, { nullable: true }) linkArquivo: string | null;
  @Field(() => String, { nullable: true }) tipoArquivo: string | null;
  @Field(() => [ItemDigitadoDTO]) itens: ItemDigitadoDTO[];
  @Field() criadoEm: Date;
  @Field() dataEnvio: Date;
  @Field() atualizadoEm: Date;
  @Field(() => String, { nullable: true }) reprovadoMotivo: string | null;
}

@ObjectType('MinhasPontuacoesEmAnalise')
export class EmAnaliseDTO {
  @Field(() => [ClaimMembroDTO]) analise: ClaimMembroDTO[];
  @Field(() => Int) totalAnalise: number;
}

@ObjectType('PontuacaoAprovada', { description: 'A non-cancelled sale of the member.' })
export class VendaAprovadaDTO {
  @Field() id: string;
  @Field(() => String, { nullable: true }) identificador: string | null;
  @Field(() => Float, { description: 'Points the ledger credited for the sale (with corrections).' }) totalPontos: number;
  @Field() pontuadoEm: Date;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the sale’s points expire.' }) venceEm: string | null;
  @Field(() => String, { nullable: true, description: 'DD/MM/YYYY' }) validadePontos: string | null;
  @Field(() => String, { nullable: true }) linkArquivo: string | null;
  @Field() criadoEm: Date;
}

@ObjectType('MinhasPontuacoesAprovadas')
export class AprovadasDTO {
  @Field(() => [VendaAprovadaDTO]) pontuacoes: VendaAprovadaDTO[];
  @Field(() => Int) totalRecords: number;
}

@ObjectType('PontosPorCodigo')
export class PontosPorCodigoDTO {
  @Field() codigo: string;
  @Field() descricao: string;
  @Field(() => Float) quantidade: number;
  @Field(() => Float) pontos: number;
}

@ObjectType('VencimentoDoMembro')
export class VencimentoMembroDTO {
  @Field({ description: 'YYYY-MM-DD' }) venceEm: string;
  @Field(() => Float) pontos: number;
}

import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class ItemVendaInput {
  @Field({ description: 'Standard product code or the store’s own code.' }) codigo: string;
  @Field(() => Int) qtde: number;
  @Field(() => Float) valorUnitario: number;
  @Field(() => Float, { nullable: true }) valorDesconto?: number | null;
}

@InputType()
export class VendaInput {
  @Field() cpf: string;
  @Field({ description: "'N' nota fiscal or 'C' cupom fiscal." }) tipoFiscal: string;
  @Field() identificador: string;
  @Field({ description: 'dd/mm/yyyy or yyyy-mm-dd, not in the future.' }) realizadoEm: string;
  @Field(() => [ItemVendaInput]) itens: ItemVendaInput[];
  @Field(() => String, { nullable: true }) linkArquivo?: string | null;
  @Field(() => String, { nullable: true, description: 'The pending claim this sale processes (it becomes processada).' }) idPontuacao?: string | null;
  @Field(() => String, { nullable: true, description: 'NF-e/NFC-e access key (44 digits, or the QR code address); one live sale per key.' }) chaveAcesso?: string | null;
}

@InputType()
export class PontuarVendaInput {
  @Field(() => VendaInput) venda: VendaInput;
  @Field({ nullable: true, defaultValue: false }) enviarMensagem: boolean;
}

@ObjectType()
export class ResultadoPontuacaoDTO {
  @Field() mensagem: string;
  @Field() id: string;
  @Field(() => Float, { description: 'Points the items earn.' }) totalPontos: number;
  @Field(() => Float, { description: 'Points credited: totalPontos within limitePontuacao.' }) pontosCreditados: number;
  @Field(() => Float) totalVenda: number;
  @Field(() => Float) totalDescontos: number;
}

@ObjectType()
export class VendaDocumentoDTO {
  @Field() id: string;
  @Field() identificador: string;
  @Field() tipoFiscal: string;
  @Field(() => Int) revendaId: number;
  @Field() codRevenda: string;
  @Field() parceiro: string;
  @Field(() => Float) totalVenda: number;
  @Field(() => Float) totalPontos: number;
  @Field({ description: 'YYYY-MM-DD' }) realizadoEm: string;
  @Field() pontuadoEm: Date;
}

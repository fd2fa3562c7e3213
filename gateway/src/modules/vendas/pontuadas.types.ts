import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('VendaPontuada', { description: 'A scored sale (spec 2 §3 Scored sale): a row of Pontuações and of a salesperson’s sales.' })
export class VendaPontuadaDTO {
  @Field() id: string;
  @Field() parceiro: string;
  @Field() cpf: string;
  @Field() revenda: string;
  @Field() cnpj: string;
  @Field() codRevenda: string;
  @Field() rede: string;
  @Field(() => String, { nullable: true }) cidade: string | null;
  @Field(() => String, { nullable: true, description: 'Fiscal number.' }) identificador: string | null;
  @Field({ description: "'N' nota fiscal or 'C' cupom fiscal." }) tipoFiscal: string;
  @Field(() => Float) totalVenda: number;
  @Field(() => Float) totalPontos: number;
  @Field(() => Float, { nullable: true, description: 'What the credited points cost (points × valorPonto); null for roles that may not see valorPonto.' })
  valorCusto: number | null;
  @Field({ description: 'YYYY-MM-DD' }) realizadoEm: string;
  @Field() pontuadoEm: Date;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (São Paulo): expiry of the points this sale credited (its earning lot).' }) venceEm: string | null;
  @Field() criadoEm: Date;
  @Field(() => Int, { description: 'Number of item lines (GET /api/pontuacoes/{id}/itens lists them).' }) qtdItens: number;
  @Field(() => String, { nullable: true }) linkArquivo: string | null;
  @Field(() => String, { nullable: true }) tipoArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the staff member who approved or typed it.' }) aprovadoPor: string | null;
  @Field({ description: "'pontuada' or 'cancelada'." }) status: string;
  @Field() cancelada: boolean;
  @Field(() => Date, { nullable: true }) canceladaEm: Date | null;
  @Field(() => String, { nullable: true, description: 'The claim this sale came from, if any.' }) idPontuacao: string | null;
  @Field(() => String, { nullable: true, description: 'Reason the claim of this sale was once rejected, if it was.' }) reprovadoMotivo: string | null;
}

@ObjectType('VendasPontuadasPagina')
export class VendasPontuadasPaginaDTO {
  @Field(() => [VendaPontuadaDTO]) pontuacoes: VendaPontuadaDTO[];
  @Field(() => Int) totalRecords: number;
  @Field({ description: 'True when the total is estimated: past 1,000 matching rows the gateway does not count them all.' }) totalEstimado: boolean;
}

@ObjectType('ItemVendaPontuada', { description: 'spec 2 §3 Scored sale item.' })
export class ItemVendaPontuadaDTO {
  @Field() id: string;
  @Field() codigo: string;
  @Field() descricao: string;
  @Field() nome: string;
  @Field(() => Int) qtde: number;
  @Field(() => Float) valorUnitario: number;
  @Field(() => Float) valorDesconto: number;
  @Field(() => Float) subTotal: number;
  @Field(() => Float) valorPontos: number;
}

@ObjectType('UsuarioHistorico')
export class UsuarioHistoricoDTO {
  @Field(() => String, { nullable: true }) nome: string | null;
}

@ObjectType('HistoricoStatusVenda', { description: 'spec 2 §3 Status history entry (snake_case names as the contract spells them).' })
export class HistoricoStatusDTO {
  @Field() id: string;
  @Field() created_at: Date;
  @Field(() => UsuarioHistoricoDTO) usuario: UsuarioHistoricoDTO;
  @Field(() => String, { nullable: true }) status_anterior: string | null;
  @Field() status_novo: string;
  @Field(() => String, { nullable: true }) justificativa: string | null;
}

@ObjectType('ProdutoMaisVendido')
export class ProdutoMaisVendidoDTO {
  @Field(() => Int) produtoId: number;
  @Field() codigo: string;
  @Field() produto: string;
  @Field(() => Int) quantidade: number;
  @Field(() => Float) valorTotal: number;
  @Field(() => Float) totalPontos: number;
  @Field(() => Int, { description: 'Sales with this product.' }) vendas: number;
}

@ObjectType('MotivoReprovacaoVenda')
export class MotivoReprovacaoDTO {
  @Field() reprovadoMotivo: string;
  @Field() reprovadoEm: Date;
  @Field(() => String, { nullable: true }) reprovadoPor: string | null;
}

@ObjectType('MensagemVendaPontuada')
export class MensagemVendaDTO {
  @Field() mensagem: string;
}

@InputType()
export class EditarVendaInput {
  @Field(() => String, { nullable: true }) identificador?: string | null;
  @Field(() => String, { nullable: true, description: "'N' or 'C'." }) tipoFiscal?: string | null;
  @Field(() => String, { nullable: true, description: 'dd/mm/yyyy or yyyy-mm-dd, not in the future.' }) realizadoEm?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty text clears it.' }) linkArquivo?: string | null;
}

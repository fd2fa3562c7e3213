import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PontuacaoEncerrada', { description: 'A claim closed without a sale (spec 2 §3 Closed claim).' })
export class PontuacaoEncerradaDTO {
  @Field() id: string;
  @Field() parceiro: string;
  @Field() cpf: string;
  @Field() codRevenda: string;
  @Field() revenda: string;
  @Field() rede: string;
  @Field({ description: "'encerrada' (closed) or 'reprovada' (rejected with a reason)." }) status: string;
  @Field() criadoEm: Date;
  @Field({ description: 'When it was closed or rejected.' }) atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Name of the staff member who closed or rejected it.' }) reprovadoPor: string | null;
  @Field(() => String, { nullable: true }) reprovadoMotivo: string | null;
  @Field(() => String, { nullable: true }) linkArquivo: string | null;
  @Field(() => String, { nullable: true }) tipoArquivo: string | null;
  @Field() origem: string;
}

@ObjectType('PontuacoesEncerradasPagina')
export class PontuacoesEncerradasPaginaDTO {
  @Field(() => [PontuacaoEncerradaDTO]) pontuacao: PontuacaoEncerradaDTO[];
  @Field(() => Int) totalRecords: number;
  @Field({ description: 'True when the total is estimated: past 1,000 matching rows the gateway does not count them all.' }) totalEstimado: boolean;
}

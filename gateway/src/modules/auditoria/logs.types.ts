import { Field, ObjectType, Int } from 'type-graphql';

@ObjectType('Log', { description: 'One audit row: who did what, with which parameters, when.' })
export class LogDTO {
  @Field() id: string;
  @Field({ description: 'Name of who acted (panel user, member) or "Sistema".' }) responsavel: string;
  @Field() responsavelTipo: string;
  @Field() tipo: string;
  @Field() titulo: string;
  @Field({ description: 'The parameters as JSON text.' }) parametros: string;
  @Field() criadoEm: Date;
}

@ObjectType('LogsPagina')
export class LogsPaginaDTO {
  @Field(() => [LogDTO]) linhas: LogDTO[];
  @Field(() => Int) total: number;
  @Field({ description: 'True when the total is estimated: past 1,000 matching rows the gateway does not count them all.' }) totalEstimado: boolean;
}

@ObjectType('TipoLog')
export class TipoLogDTO {
  @Field() tipo: string;
  @Field() titulo: string;
}

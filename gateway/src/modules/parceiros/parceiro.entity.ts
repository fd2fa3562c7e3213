import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numerico } from '../../db/colunas';
import { Revenda } from '../revendas/revenda.entity';

@Entity('parceiros')
export class Parceiro {
  @PrimaryGeneratedColumn() id: number;
  @Column() revendaId: number;
  @ManyToOne(() => Revenda) @JoinColumn({ name: 'revenda_id' }) revenda?: Revenda;
  @Column() nome: string;
  @Column({ type: 'char', length: 11 }) cpf: string;
  @Column({ type: 'varchar', nullable: true }) email: string | null;
  @Column({ type: 'varchar', nullable: true }) celular: string | null;
  @Column({ type: 'varchar', nullable: true }) telefone: string | null;
  @Column({ type: 'char', length: 1, nullable: true }) sexo: string | null;
  @Column({ type: 'date', nullable: true }) dataNascimento: string | null;
  @Column({ type: 'varchar', nullable: true }) endRua: string | null;
  @Column({ type: 'varchar', nullable: true }) endNumero: string | null;
  @Column({ type: 'varchar', nullable: true }) endComplemento: string | null;
  @Column({ type: 'varchar', nullable: true }) endBairro: string | null;
  @Column({ type: 'varchar', nullable: true }) endCidade: string | null;
  @Column({ type: 'char', length: 2, nullable: true }) endEstado: string | null;
  @Column({ type: 'char', length: 8, nullable: true }) endCep: string | null;
  @Column({ type: 'varchar', nullable: true }) hobby: string | null;
  /** argon2id; never leaves the server. */
  @Column({ type: 'text', nullable: true, select: false }) senhaHash: string | null;
  /**
   * Cache of the ledger, updated in the same transaction as each movement by the ledger's SQL
   * functions (pontos.service). Read-only here: no save or update through the entity can write them.
   */
  @Column({ type: 'numeric', transformer: numerico, insert: false, update: false }) saldoPontos: number;
  @Column({ type: 'numeric', transformer: numerico, insert: false, update: false }) totalPontos: number;
  @Column({ type: 'timestamptz', nullable: true }) ultimaPontuacao: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) ultimoAcessoEm: Date | null;
  @Column({ type: 'varchar', nullable: true }) quemIndicou: string | null;
  @Column() aceitouRegulamento: boolean;
  @Column() ativo: boolean;
  @Column({ type: 'varchar', nullable: true }) idIndicacao: string | null;
  @Column({ type: 'varchar', nullable: true }) googleAuthId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}

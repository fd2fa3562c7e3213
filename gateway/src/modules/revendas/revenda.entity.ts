import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Rede } from '../redes/rede.entity';

@Entity('revendas')
export class Revenda {
  @PrimaryGeneratedColumn() id: number;
  @Column() redeId: number;
  @ManyToOne(() => Rede) @JoinColumn({ name: 'rede_id' }) rede?: Rede;
  @Column() codigo: string;
  @Column({ type: 'char', length: 14 }) cnpj: string;
  @Column({ type: 'varchar', nullable: true }) cnpjCddRevendaMaster: string | null;
  @Column() nomeFantasia: string;
  @Column({ type: 'varchar', nullable: true }) razaoSocial: string | null;
  @Column({ type: 'varchar', nullable: true }) responsavel: string | null;
  @Column({ type: 'varchar', nullable: true }) email: string | null;
  @Column({ type: 'varchar', nullable: true }) telefone: string | null;
  @Column({ type: 'varchar', nullable: true }) celular: string | null;
  @Column({ type: 'varchar', nullable: true }) endRua: string | null;
  @Column({ type: 'varchar', nullable: true }) endNumero: string | null;
  @Column({ type: 'varchar', nullable: true }) endComplemento: string | null;
  @Column({ type: 'varchar', nullable: true }) endBairro: string | null;
  @Column({ type: 'varchar', nullable: true }) endCidade: string | null;
  @Column({ type: 'char', length: 2, nullable: true }) endEstado: string | null;
  @Column({ type: 'char', length: 8, nullable: true }) endCep: string | null;
  @Column({ type: 'smallint' }) tipoPontuacao: number;
  @Column({ type: 'smallint' }) fatorPontuacao: number;
  @Column({ type: 'smallint' }) cenario: number;
  @Column() resgateLiberado: boolean;
  @Column() lancamentoRelatorio: boolean;
  @Column() lancamentoManual: boolean;
  @Column() ativo: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}

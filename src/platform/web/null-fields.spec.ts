import { Type, plainToInstance } from 'class-transformer';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { Nullable, nullFieldOf } from './null-fields';

class Line {
  @IsOptional() @IsString() note?: string;
}

class Body {
  @IsOptional() @IsString() name?: string;
  @Nullable() @IsOptional() @IsString() ends?: string | null;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => Line) lines?: Line[];
  @IsOptional() extra?: Record<string, unknown>;
}

const body = (plain: object) => plainToInstance(Body, plain);

describe('nullFieldOf', () => {
  it('names a field holding null that is not declared nullable', () => {
    expect(nullFieldOf(body({ name: null }))).toBe('name');
  });

  it('lets a @Nullable() field hold null, and absent fields alone', () => {
    expect(nullFieldOf(body({ ends: null }))).toBeUndefined();
    expect(nullFieldOf(body({}))).toBeUndefined();
  });

  it('looks into nested request objects and lists of them, naming the path', () => {
    expect(nullFieldOf(body({ lines: [{ note: 'a' }, { note: null }] }))).toBe('lines.1.note');
  });

  it('leaves free-form JSON a field holds alone, and values that are not request objects', () => {
    expect(nullFieldOf(body({ extra: { anything: null } }))).toBeUndefined();
    expect(nullFieldOf({ plain: null })).toBeUndefined();
    expect(nullFieldOf(null)).toBeUndefined();
  });
});

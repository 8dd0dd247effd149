import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { FileStorage } from './file-storage.port';
import { fileNotFound } from './uploads.errors';

const SERVED_FOLDERS = new Set(['avatars', 'items', 'proofs', 'arrivals']);

@Public()
@Controller('api/uploads')
export class UploadsController {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  @Get(':folder/:name')
  async get(@Param('folder') folder: string, @Param('name') name: string, @Res() response: Response): Promise<void> {
    // New uploads are always .jpg; .png is still served for avatars stored before re-encoding existed.
    const match = /^([a-zA-Z0-9-]+)\.(png|jpg)$/.exec(name);
    if (!SERVED_FOLDERS.has(folder) || !match) throw fileNotFound();
    const bytes = await this.storage.get(`${folder}/${name}`);
    if (!bytes) throw fileNotFound();
    response.setHeader('Content-Type', match[2] === 'png' ? 'image/png' : 'image/jpeg');
    // Never let a browser sniff stored bytes into something executable.
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    response.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    response.send(bytes);
  }
}

import { Module } from '@nestjs/common';
import { PinsModule } from '../pins/pins.module.js';
import { ImportController } from './import.controller.js';

@Module({ imports: [PinsModule], controllers: [ImportController] })
export class ImportsModule {}

import { Module } from '@nestjs/common';
import { PickerController } from './picker.controller.js';

@Module({ controllers: [PickerController] })
export class PickerModule {}

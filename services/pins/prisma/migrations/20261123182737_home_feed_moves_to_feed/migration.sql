-- DropIndex
DROP INDEX "pins_board_privacy_id_idx";

-- Invitation tokens are stored as their SHA-256 (hex) from now on (issue 9); hash the ones already stored.
UPDATE "shop_invitations" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');

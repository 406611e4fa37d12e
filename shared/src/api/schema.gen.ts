/**
 * Generated from api/openapi.json by `pnpm --filter @guardian/api openapi`. Do not edit by hand:
 * api/src/scripts/__tests__/openapi-drift.test.ts fails when this file is stale.
 */

export interface paths {
    "/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상태 확인 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 이메일 로그인
         * @description 401 INVALID_CREDENTIALS. 429 RATE_LIMITED after 20 failures per account or 30 attempts per IP in 15 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /**
                                     * Format: date-time
                                     * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                     */
                                    termsMarketingAt?: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃 (현재 토큰 폐기) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/chatting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 실시간 채팅 채널용 단기 토큰 발급 (10분) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chatToken: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 휴대폰 인증번호 발송 (6자리, expiresInSeconds(3분) 유효; resendAfterSeconds 후 재전송 가능)
         * @description 429 RATE_LIMITED: resend within 60s, or more than 5 per phone / 20 per IP per hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        /** @enum {string} */
                        purpose: "SIGNUP" | "PASSWORD";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** Format: date-time */
                                expiresAt: string;
                                expiresInSeconds: number;
                                resendAfterSeconds: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 인증번호 확인 → certificationToken (30분, 1회용)
         * @description INVALID_CERTIFICATION (400), CERTIFICATION_EXPIRED (400), CERTIFICATION_ATTEMPTS_EXCEEDED (429, after 5 wrong codes).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                certificationToken: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/duplicated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이메일/닉네임 중복 확인 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "EMAIL" | "NICKNAME";
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                duplicated: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원가입 → Session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description snsKind NONE: userId, password, phoneNumber and certificationToken are required. KAKAO/APPLE: snsToken is required; userId defaults to the provider e-mail; phoneNumber is stored only together with a certificationToken. */
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        userId?: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password?: string;
                        nickname: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        certificationToken?: string;
                        /**
                         * @default NONE
                         * @enum {string}
                         */
                        snsKind?: "NONE" | "KAKAO" | "APPLE";
                        snsToken?: string;
                        /** @default false */
                        termsMarketing?: boolean;
                        /**
                         * @description 필수 동의 (true만 허용)
                         * @enum {boolean}
                         */
                        termsPrivacy: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /**
                                     * Format: date-time
                                     * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                     */
                                    termsMarketingAt?: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 비밀번호 재설정 (휴대폰 인증 필요, 모든 세션 폐기) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        certificationToken: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/authorize-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 소셜 로그인 인가 URL (state는 DB에 10분 저장) */
        get: {
            parameters: {
                query: {
                    kind: "KAKAO" | "APPLE";
                    redirectUri: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                url: string;
                                state: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 소셜 로그인 콜백: 가입된 계정이면 session, 처음이면 snsToken (→ POST /v2/signup) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "KAKAO" | "APPLE";
                        code: string;
                        state: string;
                        /** Format: uri */
                        redirectUri: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                session: {
                                    token: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    user: {
                                        userSeq: number;
                                        userId: string;
                                        nickname: string;
                                        phoneNumber: string;
                                        /** @enum {string} */
                                        snsKind: "NONE" | "KAKAO" | "APPLE";
                                        profileImageUrl: string | null;
                                        termsMarketing: boolean;
                                        /**
                                         * Format: date-time
                                         * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                         */
                                        termsMarketingAt?: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        userShops: {
                                            userShopSeq: number;
                                            shopId: number;
                                            customerSeq: number;
                                            sortOrder: number;
                                            shopInfo: {
                                                shopId: number;
                                                name: string;
                                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                                address: string;
                                                regionSeq: number;
                                                latitude: number;
                                                longitude: number;
                                                thumbnailUrl: string | null;
                                                reviewCount: number;
                                                /** Format: date-time */
                                                registeredAt: string;
                                                distanceMeters: number | null;
                                                isFavorite: boolean;
                                            };
                                        }[];
                                        pets: {
                                            petSeq: number;
                                            name: string;
                                            /** @enum {string} */
                                            kind: "DOG" | "CAT";
                                            breedSeq: number | null;
                                            breedName: string | null;
                                            birthDate: string | null;
                                            weightKg: number | null;
                                            /** @enum {string} */
                                            sex: "MALE" | "FEMALE";
                                            neutered: boolean;
                                            imageUrl: string | null;
                                        }[];
                                    };
                                } | null;
                                snsToken: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitation/token/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 매장 초대 토큰 확인 (로그인 시 alreadyLinked 계산)
         * @description 400 INVALID_INVITATION_TOKEN when unknown or expired. Already used: the user who used it, still linked, gets it with alreadyLinked; anyone else whose account has the shop gets 409 ALREADY_LINKED; anyone else (or anyone without login) 409 INVITATION_ALREADY_USED, its message saying what happened and what to do.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                shopName: string;
                                shopThumbnailUrl: string | null;
                                customerName: string;
                                alreadyLinked: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 정보 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /**
                                 * Format: date-time
                                 * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                 */
                                termsMarketingAt?: string;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 내 정보 수정 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        /** @description 새 휴대폰 번호의 인증 토큰 (POST /v2/mobile-certification, purpose SIGNUP): 번호를 바꿀 때 필수 */
                        certificationToken?: string;
                        termsMarketing?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /**
                                 * Format: date-time
                                 * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                 */
                                termsMarketingAt?: string;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/my-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 프로필 이미지 삭제 (기본 이미지로) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /**
                                 * Format: date-time
                                 * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                 */
                                termsMarketingAt?: string;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * 프로필 이미지 변경 (사진 주소 또는 올린 사진 하나)
         * @description `profile` (an address) or `mediaSeq` (a photo uploaded with POST /v2/media, not attached yet), exactly one. Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED. Me.profileImageUrl is then a signed link that expires, renewed on every read.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description 사진 주소 */
                    profile?: string;
                    mediaSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /**
                                 * Format: date-time
                                 * @description 마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)
                                 */
                                termsMarketingAt?: string;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user/shop/sort-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * 연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로)
         * @description Every one of my userShopSeqs exactly once. A repeated one: 400 VALIDATION_ERROR. A set that is not my links now (a shop linked or unlinked on another device since the list was read; someone else's userShopSeq reads the same): 409 MY_SHOPS_CHANGED, nothing reordered.
         */
        patch: {
            parameters: {
                query: {
                    userShopSeqs: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user/withdrawal-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 탈퇴하면 잃는 것 (남은 이용권, 쿠폰, 받을 수 있는 AI 프로필 사진)
         * @description For 회원 탈퇴's last question: passes' uses left per shop (valid, not refunded), coupons not used nor expired, AI 프로필 orders whose pictures can still be downloaded. None of them refuses DELETE /v2/user.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                vouchers: {
                                    shopId: number;
                                    shopName: string;
                                    /** @description 남은 이용 횟수 (그 매장의 유효한 이용권 합) */
                                    remaining: number;
                                }[];
                                /** @description 쓰지 않았고 기한이 남은 쿠폰 수 */
                                coupons: number;
                                /** @description 사진을 아직 받을 수 있는 AI 프로필 주문 수 */
                                aiProfiles: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 회원 탈퇴 (개인정보 익명화, 모든 세션 폐기)
         * @description 409 ACCOUNT_HAS_UPCOMING_RESERVATION while a visit is still ahead (요청 or 확정, not yet over): cancel it first. Nothing else refuses it (GET /v2/user/withdrawal-check says what it takes). The nickname becomes 탈퇴회원#<userSeq>, outside the uniqueness of live nicknames.
         */
        delete: {
            parameters: {
                query?: {
                    reason?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 검색
         * @description regionSeqs: any of; category: shop offers it; facilitiesSeqs: shop has all of them. CLOSEST sorts by distance from latitude/longitude (Seoul City Hall when absent). Auth optional (isFavorite).
         */
        get: {
            parameters: {
                query?: {
                    /** @description comma-joined, e.g. 1,2,3 */
                    regionSeqs?: number[];
                    category?: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                    /** @description comma-joined, e.g. 1,2,3 */
                    facilitiesSeqs?: number[];
                    orderBy?: "CLOSEST" | "RECENTLY_REGISTERED" | "REVIEWS";
                    latitude?: number;
                    longitude?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 상세 (로그인 불필요)
         * @description userSeq is accepted for compatibility and ignored: isFavorite comes from the bearer token when present.
         */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    userSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                                phone: string;
                                description: string;
                                addressDetail: string;
                                hours: {
                                    dayOfWeek: number;
                                    open: string;
                                    close: string;
                                    closed: boolean;
                                }[];
                                facilities: {
                                    facilitiesSeq: number;
                                    name: string;
                                    icon: string;
                                }[];
                                onlineReservation: boolean;
                                chatting: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 즐겨찾기 추가 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 즐겨찾기 해제 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 즐겨찾기 매장 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/filter/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 편의시설 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/app/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 앱 설정 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                onlineReservation: boolean;
                                chatting: boolean;
                                menus: string[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/category/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 카테고리별 이미지 (이미지 없는 항목 포함) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                category: string;
                                images: string[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/facilities/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 편의시설 필터 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/region/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지역 필터 목록 (시도별 그룹은 클라이언트) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                regionSeq: number;
                                sido: string;
                                sigungu: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * 매장 연결 해제
         * @description 404 NOT_LINKED when the shop is not linked to me, also when it was unlinked already (on another device with the same account): the end state asked for, which the app takes as done.
         */
        delete: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/request-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 입점 요청 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopName: string;
                        address?: string;
                        phone?: string;
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                requestSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/simple-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 연결 매장 (정렬 순서) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/breeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 품종 목록 */
        get: {
            parameters: {
                query?: {
                    kind?: "DOG" | "CAT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breedSeq: number;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/emotion-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감정 단어 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                emotionSeq: number;
                                word: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/marketing/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 마케팅 배너
         * @description 보여 줄 배너, 표시 순서대로. 이벤트(/event/{id})를 여는 배너는 그 이벤트가 진행 중인 동안(게시, 오늘(서울)이 기간 안)만 나와요.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                bannerSeq: number;
                                title: string;
                                imageUrl: string;
                                linkUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 반려동물 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 반려동물 등록
         * @description With `mediaSeq`, a photo of mine uploaded with POST /v2/media becomes the pet's photo (imageUrl, a signed link). Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED; no pet is added then.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "DOG" | "CAT";
                        breedSeq: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        birthDate: string;
                        weightKg: number;
                        /** @enum {string} */
                        sex: "MALE" | "FEMALE";
                        neutered: boolean;
                        /** @description The pet's photo: one of mine uploaded with POST /v2/media and not attached anywhere yet (someone else's or an unknown one → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED). null: no photo (an edit removes it and its link); left out: none when adding, unchanged when editing. The photo shows as the pet's imageUrl, a signed link that expires, renewed on every read. */
                        mediaSeq?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pets/{petSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 반려동물 수정 (본인 반려동물만, 바꾼 항목만)
         * @description Changes only the fields sent (see the body). A pet removed meanwhile (on another phone) → 404 PET_NOT_FOUND. `mediaSeq`: a photo of mine uploaded with POST /v2/media replaces the photo, null removes it, left out keeps it. Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED; nothing is changed then.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    petSeq: number;
                };
                cookie?: never;
            };
            /** @description Only the fields changed on this phone (kind with breedSeq); the others keep what they are now, so a change made meanwhile on another phone of the same account is not undone. All fields replace the pet; none answers it as it is. */
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @enum {string} */
                        kind?: "DOG" | "CAT";
                        breedSeq?: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        birthDate?: string;
                        weightKg?: number;
                        /** @enum {string} */
                        sex?: "MALE" | "FEMALE";
                        neutered?: boolean;
                        /** @description The pet's photo: one of mine uploaded with POST /v2/media and not attached anywhere yet (someone else's or an unknown one → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED). null: no photo (an edit removes it and its link); left out: none when adding, unchanged when editing. The photo shows as the pet's imageUrl, a signed link that expires, renewed on every read. */
                        mediaSeq?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * 반려동물 삭제 (목록에서 빠짐; 매장의 알림장･앨범과 지난 예약에는 남음)
         * @description Removed pets leave GET /v2/pets, Me.pets, booking, chat and community; the records that name them stay. A pet booked from now on (요청 or 확정, not yet over) → 409 PET_HAS_UPCOMING_RESERVATION. Its photo is released.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    petSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 온라인 예약 가능 매장 검색 (필터는 /v2/shop/inquiry와 동일) */
        get: {
            parameters: {
                query?: {
                    /** @description comma-joined, e.g. 1,2,3 */
                    regionSeqs?: number[];
                    category?: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                    /** @description comma-joined, e.g. 1,2,3 */
                    facilitiesSeqs?: number[];
                    orderBy?: "CLOSEST" | "RECENTLY_REGISTERED" | "REVIEWS";
                    latitude?: number;
                    longitude?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 온라인 예약 매장: 매장 정보, 상품, 환불 규정, 예약금 규칙 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shop: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                    phone: string;
                                    description: string;
                                    addressDetail: string;
                                    hours: {
                                        dayOfWeek: number;
                                        open: string;
                                        close: string;
                                        closed: boolean;
                                    }[];
                                    facilities: {
                                        facilitiesSeq: number;
                                        name: string;
                                        icon: string;
                                    }[];
                                    onlineReservation: boolean;
                                    chatting: boolean;
                                };
                                products: {
                                    productSeq: number;
                                    shopId: number;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    name: string;
                                    description: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                    prices: {
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        label: string;
                                        price: number;
                                    }[];
                                }[];
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                depositRule: {
                                    rate: number;
                                    required: boolean;
                                    account: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/products/{productSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상품 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                productSeq: number;
                                shopId: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                name: string;
                                description: string;
                                durationMinutes: number | null;
                                /** @enum {string} */
                                unit: "VISIT" | "NIGHT" | "DAY";
                                unitLabel: string;
                                imageUrl: string | null;
                                prices: {
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    label: string;
                                    price: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/products/{productSeq}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 선택한 반려동물 기준 가격 (호텔은 date~endDate 박수, 기본 1박)
         * @description 404 PET_NOT_FOUND when a pet is not the caller's or was removed meanwhile (data: { petSeqs } = the ones gone); 404 PRODUCT_NOT_FOUND when the product is no longer sold.
         */
        get: {
            parameters: {
                query: {
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs: number[];
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date?: string;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    endDate?: string;
                };
                header?: never;
                path: {
                    productSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                productSeq: number;
                                nights: number | null;
                                lines: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                depositAmount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 하루(호텔은 입실~퇴실) 예약 가능 여부
         * @description BEAUTY: `slots` from the shop hours every slotMinutes while the service ends by closing time; remaining = groomers free for the whole service. HOTELING: `nights` from date to the night before endDate (default date+1). KINDERGARTEN/DAY_CARE: `remaining` places that day. Past times are never available: today only while the visit's start is ahead (a slot, a stay's check-in time, a day place's opening); once it has passed, `startPassed: true`. petSeqs needs login; with them, a slot, stay or day place overlapping an open (REQUESTED/CONFIRMED) booking of one of these pets at any shop is not available and has `petBooked: true` (the request would be 409 PET_ALREADY_BOOKED); `petBooked` is absent without petSeqs. A shop that takes no online bookings offers no times: 409 ONLINE_RESERVATION_UNAVAILABLE, as the request would be. A pet not the caller's or removed meanwhile: 404 PET_NOT_FOUND (data: { petSeqs } = the ones gone).
         */
        get: {
            parameters: {
                query: {
                    productSeq: number;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date: string;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    endDate?: string;
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs?: number[];
                };
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                productSeq: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string | null;
                                petCount: number;
                                available: boolean;
                                /** @description only with petSeqs: true = there is room, but one of these pets already has an open (REQUESTED/CONFIRMED) booking overlapping it, at any shop, so available is false */
                                petBooked?: boolean;
                                /** @description true only on today (Seoul) once the visit's start has passed: a stay's check-in time, a kindergarten or day care day's opening, grooming's last slot. Such a day is not available (a booking is refused with VALIDATION_ERROR `date`/`time`); the calendar says why. Always sent; optional for older clients. */
                                startPassed?: boolean;
                                closed: boolean;
                                slots: {
                                    time: string;
                                    remaining: number;
                                    available: boolean;
                                    /** @description only with petSeqs: true = there is room, but one of these pets already has an open (REQUESTED/CONFIRMED) booking overlapping it, at any shop, so available is false */
                                    petBooked?: boolean;
                                }[];
                                nights: {
                                    date: string;
                                    remaining: number;
                                }[];
                                remaining: number | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}/availability/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 월 달력용 날짜별 예약 가능 여부
         * @description remaining: BEAUTY = number of bookable start times that day; HOTELING = places left that night (check-in that day); KINDERGARTEN/DAY_CARE = places left that day. closed = the shop is closed that day. startPassed = today, not bookable because the visit's start has passed (every grooming slot, the check-in time, the opening). With petSeqs (login), a BEAUTY day counts only the start times every pet is free for, and a day is unavailable with `petBooked: true` when it has room but the pets' open bookings (any shop) take it (BEAUTY: every time with room). A shop that takes no online bookings: 409 ONLINE_RESERVATION_UNAVAILABLE, as the request would be. A pet not the caller's or removed meanwhile: 404 PET_NOT_FOUND (data: { petSeqs } = the ones gone).
         */
        get: {
            parameters: {
                query: {
                    productSeq: number;
                    /** @description YYYY-MM */
                    month: string;
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs?: number[];
                };
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                productSeq: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                month: string;
                                petCount: number;
                                days: {
                                    date: string;
                                    available: boolean;
                                    /** @description only with petSeqs: true = there is room, but one of these pets already has an open (REQUESTED/CONFIRMED) booking overlapping it, at any shop, so available is false */
                                    petBooked?: boolean;
                                    /** @description true only on today (Seoul) once the visit's start has passed: a stay's check-in time, a kindergarten or day care day's opening, grooming's last slot. Such a day is not available (a booking is refused with VALIDATION_ERROR `date`/`time`); the calendar says why. Always sent; optional for older clients. */
                                    startPassed?: boolean;
                                    closed: boolean;
                                    remaining: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 예약 목록
         * @description upcoming: REQUESTED/CONFIRMED whose visit has not ended, soonest first. past: everything else (ended, CANCELED, COMPLETED, NO_SHOW), latest first.
         */
        get: {
            parameters: {
                query?: {
                    scope?: "upcoming" | "past";
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reservationSeq: number;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                    statusLabel: string;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    date: string;
                                    endDate: string;
                                    time: string | null;
                                    nights: number | null;
                                    /** Format: date-time */
                                    startAt: string;
                                    /** Format: date-time */
                                    endAt: string;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                        thumbnailUrl: string | null;
                                        address: string;
                                        phone: string;
                                    };
                                    product: {
                                        productSeq: number;
                                        name: string;
                                        durationMinutes: number | null;
                                        /** @enum {string} */
                                        unit: "VISIT" | "NIGHT" | "DAY";
                                        unitLabel: string;
                                        imageUrl: string | null;
                                    };
                                    pets: {
                                        petSeq: number | null;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        bandLabel: string;
                                        unitPrice: number;
                                        quantity: number;
                                        price: number;
                                    }[];
                                    totalPrice: number;
                                    deposit: {
                                        amount: number;
                                        /** @description the shop has confirmed receiving the transfer */
                                        paid: boolean;
                                        /**
                                         * Format: date-time
                                         * @description when the shop confirmed it (null while unpaid)
                                         */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        dueAt: string;
                                        /**
                                         * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                         * @enum {string|null}
                                         */
                                        method: "ONLINE" | "TRANSFER" | null;
                                        account: string | null;
                                        /**
                                         * Format: date-time
                                         * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                         */
                                        refundedAt: string | null;
                                    } | null;
                                    /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                    voucher: {
                                        voucherSeq: number;
                                        name: string;
                                    } | null;
                                    refundPolicy: {
                                        minDaysBefore: number;
                                        refundRate: number;
                                        description: string;
                                    }[];
                                    memo: string;
                                    rejectReason: string | null;
                                    cancellation: {
                                        /** Format: date-time */
                                        canceledAt: string;
                                        /**
                                         * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                         * @enum {string}
                                         */
                                        canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                        fee: number;
                                        refundAmount: number;
                                    } | null;
                                    canCancel: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 예약 요청 (상태 REQUESTED; clientId로 다시 보내도 한 번만 예약)
         * @description With `clientId` (made by the app once per request), the same clientId again by the same person answers the booking already made (200, the same body; no check is made again, nothing is held twice), also while the first is still being saved. BEAUTY needs `time` (a slot start); HOTELING needs `endDate` (check-out, 1..30 nights); other categories use `date` only. 409 SLOT_UNAVAILABLE when the place was taken meanwhile (capacity is checked under a row lock in the same transaction as the insert). 409 PET_ALREADY_BOOKED when one of the pets already has a REQUESTED or CONFIRMED reservation overlapping [startAt, endAt) at any shop (data: { petSeq, petName, reservationSeq } of the first clash; checked under a lock on the pet rows). 404 PET_NOT_FOUND when a pet is not the caller's or was removed meanwhile (on another phone of the account): data: { petSeqs } = the chosen pets that are gone. 404 PRODUCT_NOT_FOUND when the shop stopped selling the product; 409 ONLINE_RESERVATION_UNAVAILABLE when the shop stopped taking online bookings. With voucherSeq: 404 VOUCHER_NOT_FOUND, 409 VOUCHER_NOT_APPLICABLE (data.reason, e.g. REFUNDED) or 409 VOUCHER_USED_UP (its uses were taken meanwhile). 409 TOO_MANY_OPEN_REQUESTS / TOO_MANY_OPEN_REQUESTS_AT_SHOP when too many requests wait for an answer (data: { limit }, the cap as configured, which the message names too).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        productSeq: number;
                        /** @description comma-joined, e.g. 1,2 */
                        petSeqs: number[];
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description HH:MM (Asia/Seoul) */
                        time?: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        endDate?: string;
                        memo?: string;
                        voucherSeq?: number;
                        /** @description Made by the app once per request (kept while the same request is retried): the same id again by the same person answers the booking already made instead of making another */
                        clientId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 다음 예약 (홈 화면용, 없으면 null) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 예약 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/cancel-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 취소 수수료 미리보기
         * @description A REQUESTED reservation (the shop has not confirmed it) is withdrawn free: unconfirmed true, refundRate 100, fee 0, a paid deposit back whole. Otherwise the policy: base = DEPOSIT when the reservation has a deposit, else PRICE (the total). PRICE: fee = baseAmount × (100 − refundRate)%, refundAmount 0. DEPOSIT and depositPaid (the shop confirmed receiving it): refundAmount = deposit × refundRate%, fee = the rest. DEPOSIT and not depositPaid: the owner sent nothing, so fee 0 and refundAmount 0. daysBefore = Seoul calendar days until the visit. Send this fee and refundAmount with POST …/cancel: it stores exactly these, or answers 409 CANCEL_TERMS_CHANGED when the terms changed since (ask for the quote again).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                daysBefore: number;
                                refundRate: number;
                                /** @description the shop has not confirmed the request yet (REQUESTED): withdrawing it is free whatever the policy says (refundRate 100, fee 0, a deposit already paid comes back whole) */
                                unconfirmed: boolean;
                                /** @enum {string} */
                                base: "DEPOSIT" | "PRICE";
                                baseAmount: number;
                                /** @description base DEPOSIT: whether the shop has confirmed receiving the deposit (false: nothing was sent, so fee 0 and refundAmount 0). Always false for base PRICE. */
                                depositPaid: boolean;
                                /**
                                 * @description base DEPOSIT and depositPaid: how it was paid, and so how refundAmount comes back (ONLINE: the gateway refunds the card at once; TRANSFER: the shop sends it back). null otherwise
                                 * @enum {string|null}
                                 */
                                depositMethod: "ONLINE" | "TRANSFER" | null;
                                fee: number;
                                refundAmount: number;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약 취소 (요청은 언제든 무료, 확정은 시작 전까지 환불 규정 적용)
         * @description Body: the fee and refundAmount of the cancel-quote the owner was shown. The cancel applies exactly these: when the quote worked out now differs (the shop confirmed the request or recorded the deposit as paid in the meantime, or the day changed and with it the refund rate), 409 CANCEL_TERMS_CHANGED (data: { fee, refundAmount } as they are now) and nothing changes; show the new quote and ask again. Without a body (apps from before this field) the terms of the moment apply. 409 INVALID_STATUS_TRANSITION when it can no longer be cancelled (already cancelled or finished, or a confirmed visit that has started).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description The fee and refundAmount of the cancel-quote the owner was shown. Without a body (apps from before this field) the reservation is cancelled on the terms of the moment, as a quote asked now would say. */
            requestBody: {
                content: {
                    "application/json": {
                        fee: number;
                        refundAmount: number;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 월별 일정: 확정·완료된 방문 (그 달에 걸친 것 모두) */
        get: {
            parameters: {
                query: {
                    /** @description YYYY-MM */
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule/alimtalk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 알림톡 링크로 방문 한 건 열기 (로그인 불필요)
         * @description The token comes with the confirmation (notification link). 400 INVALID_SCHEDULE_TOKEN when unknown or expired (30 days after the visit); 410 SCHEDULE_VISIT_CANCELED once the visit was cancelled (nothing of it is answered). With the owner's token, the 소식 entry that carried the link counts as read.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 방문 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 알림 (최신순, unread = 읽지 않은 수) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    notificationSeq: number;
                                    /**
                                     * @description RESERVATION_STATUS 예약 · ALIM_PAPER 알림장 · ALBUM 앨범 · NOTICE 공지 · CHAT 채팅 · COUPON 쿠폰 (매장이 보낸 쿠폰) · CONSENT 동의서 (서명할 새 동의서, 바뀌어 다시 서명할 동의서) · REVIEW 리뷰 (내 리뷰에 매장이 단 답글) · COMMUNITY 커뮤니티 (내 글에 단 댓글, 내 댓글에 단 답글, 신고가 쌓여 가려진 내 글)
                                     * @enum {string}
                                     */
                                    kind: "RESERVATION_STATUS" | "ALIM_PAPER" | "ALBUM" | "NOTICE" | "CHAT" | "COUPON" | "CONSENT" | "REVIEW" | "COMMUNITY";
                                    title: string;
                                    body: string;
                                    /** @description The screen it opens (a front path) */
                                    link: string | null;
                                    /** @description false: the kind was turned off, so it was listed only, not pushed */
                                    pushed: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    readAt: string | null;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                                unread: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 알림 읽음 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 모두 읽음 (지금까지 받은 알림) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                read: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 알림 종류별 수신 설정 (/news/setting) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /**
                                 * @description RESERVATION_STATUS 예약 · ALIM_PAPER 알림장 · ALBUM 앨범 · NOTICE 공지 · CHAT 채팅 · COUPON 쿠폰 (매장이 보낸 쿠폰) · CONSENT 동의서 (서명할 새 동의서, 바뀌어 다시 서명할 동의서) · REVIEW 리뷰 (내 리뷰에 매장이 단 답글) · COMMUNITY 커뮤니티 (내 글에 단 댓글, 내 댓글에 단 답글, 신고가 쌓여 가려진 내 글)
                                 * @enum {string}
                                 */
                                kind: "RESERVATION_STATUS" | "ALIM_PAPER" | "ALBUM" | "NOTICE" | "CHAT" | "COUPON" | "CONSENT" | "REVIEW" | "COMMUNITY";
                                label: string;
                                description: string;
                                enabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 알림 종류 켜기/끄기 (끈 종류도 목록에는 남고 푸시만 가지 않음) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description RESERVATION_STATUS 예약 · ALIM_PAPER 알림장 · ALBUM 앨범 · NOTICE 공지 · CHAT 채팅 · COUPON 쿠폰 (매장이 보낸 쿠폰) · CONSENT 동의서 (서명할 새 동의서, 바뀌어 다시 서명할 동의서) · REVIEW 리뷰 (내 리뷰에 매장이 단 답글) · COMMUNITY 커뮤니티 (내 글에 단 댓글, 내 댓글에 단 답글, 신고가 쌓여 가려진 내 글)
                         * @enum {string}
                         */
                        kind: "RESERVATION_STATUS" | "ALIM_PAPER" | "ALBUM" | "NOTICE" | "CHAT" | "COUPON" | "CONSENT" | "REVIEW" | "COMMUNITY";
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /**
                                 * @description RESERVATION_STATUS 예약 · ALIM_PAPER 알림장 · ALBUM 앨범 · NOTICE 공지 · CHAT 채팅 · COUPON 쿠폰 (매장이 보낸 쿠폰) · CONSENT 동의서 (서명할 새 동의서, 바뀌어 다시 서명할 동의서) · REVIEW 리뷰 (내 리뷰에 매장이 단 답글) · COMMUNITY 커뮤니티 (내 글에 단 댓글, 내 댓글에 단 답글, 신고가 쌓여 가려진 내 글)
                                 * @enum {string}
                                 */
                                kind: "RESERVATION_STATUS" | "ALIM_PAPER" | "ALBUM" | "NOTICE" | "CHAT" | "COUPON" | "CONSENT" | "REVIEW" | "COMMUNITY";
                                label: string;
                                description: string;
                                enabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/push/vapid-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 웹 푸시 구독용 VAPID 공개키 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                publicKey: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/push/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 브라우저 웹 푸시 구독 등록 (PushSubscription.toJSON()) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/push/native": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 앱 푸시 토큰 등록 (브리지 PUSH_TOKEN) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        platform: "ANDROID" | "IOS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 푸시 구독 해제 (웹 endpoint 또는 앱 토큰) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 파트너(매장 직원) 로그인
         * @description Partner tokens are accepted only on /v2/partner/** (and owner tokens are refused there). 12 h sessions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                staff: {
                                    staffSeq: number;
                                    email: string;
                                    name: string;
                                    shops: {
                                        shopId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "OWNER" | "MANAGER" | "STAFF";
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 파트너 로그아웃 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 파트너 계정과 매장 역할 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                staffSeq: number;
                                email: string;
                                name: string;
                                shops: {
                                    shopId: number;
                                    name: string;
                                    /** @enum {string} */
                                    role: "OWNER" | "MANAGER" | "STAFF";
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 매장 예약 목록 (방문 시각순)
         * @description Without shopId: every shop the staff member has a role in. A shopId without a role: 403 FORBIDDEN.
         */
        get: {
            parameters: {
                query?: {
                    status?: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reservationSeq: number;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                    statusLabel: string;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    date: string;
                                    endDate: string;
                                    time: string | null;
                                    nights: number | null;
                                    /** Format: date-time */
                                    startAt: string;
                                    /** Format: date-time */
                                    endAt: string;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                        thumbnailUrl: string | null;
                                        address: string;
                                        phone: string;
                                    };
                                    product: {
                                        productSeq: number;
                                        name: string;
                                        durationMinutes: number | null;
                                        /** @enum {string} */
                                        unit: "VISIT" | "NIGHT" | "DAY";
                                        unitLabel: string;
                                        imageUrl: string | null;
                                    };
                                    pets: {
                                        petSeq: number | null;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        bandLabel: string;
                                        unitPrice: number;
                                        quantity: number;
                                        price: number;
                                    }[];
                                    totalPrice: number;
                                    deposit: {
                                        amount: number;
                                        /** @description the shop has confirmed receiving the transfer */
                                        paid: boolean;
                                        /**
                                         * Format: date-time
                                         * @description when the shop confirmed it (null while unpaid)
                                         */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        dueAt: string;
                                        /**
                                         * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                         * @enum {string|null}
                                         */
                                        method: "ONLINE" | "TRANSFER" | null;
                                        account: string | null;
                                        /**
                                         * Format: date-time
                                         * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                         */
                                        refundedAt: string | null;
                                    } | null;
                                    /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                    voucher: {
                                        voucherSeq: number;
                                        name: string;
                                    } | null;
                                    refundPolicy: {
                                        minDaysBefore: number;
                                        refundRate: number;
                                        description: string;
                                    }[];
                                    memo: string;
                                    rejectReason: string | null;
                                    cancellation: {
                                        /** Format: date-time */
                                        canceledAt: string;
                                        /**
                                         * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                         * @enum {string}
                                         */
                                        canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                        fee: number;
                                        refundAmount: number;
                                    } | null;
                                    canCancel: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    owner: {
                                        userSeq: number;
                                        nickname: string;
                                        phoneNumber: string;
                                    };
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약 확정 (REQUESTED → CONFIRMED, 일정 링크 발급)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. 409 CONSENT_REQUIRED while a consent form the shop requires is unsigned (data.forms lists them); a per-pet form waits only for the booked pets the owner still has (not one removed from their lists). The status is checked first: a reservation no longer REQUESTED is INVALID_STATUS_TRANSITION, never CONSENT_REQUIRED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약 거절 (REQUESTED → CANCELED, 사유 필수)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. Free for the owner: fee 0; refundAmount = the whole deposit if it was marked paid, else 0.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 방문 완료 (CONFIRMED → COMPLETED, 방문 시작 후)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. 409 VISIT_NOT_STARTED before the visit starts (now < startAt).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 노쇼 처리 (CONFIRMED → NO_SHOW, 방문 시작 후)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. 409 VISIT_NOT_STARTED before the visit starts (now < startAt).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/deposit-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약금 입금 확인 (REQUESTED/CONFIRMED, 예약금이 있고 아직 입금 전인 예약)
         * @description Marks the deposit as received (deposit.paid = true, deposit.paidAt = now) and notifies the owner. No body. Afterwards a cancellation refunds deposit × rate and a rejection the whole deposit (before: nothing to refund, no fee). 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION (not REQUESTED/CONFIRMED), 409 NO_DEPOSIT (the reservation has no deposit), 409 DEPOSIT_ALREADY_PAID (already marked).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/deposit-refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약금 환불 완료 기록 (취소된 예약의 계좌이체 예약금을 매장이 돌려보낸 뒤)
         * @description A deposit paid by transfer is not refunded by the app: after a cancellation the owner sees the refund (cancellation.refundAmount) as 환불 예정 until the shop, having sent it back, records it here: deposit.refundedAt = now, the owner sees 환불 완료 and is notified. No body. OWNER or MANAGER only. 404 RESERVATION_NOT_FOUND (unknown, or another shop's), 403 FORBIDDEN (STAFF role), then, in this order: 409 INVALID_STATUS_TRANSITION (not cancelled), 409 NO_REFUND_DUE (no deposit was received, or the cancellation gives nothing back), 409 DEPOSIT_ALREADY_REFUNDED (recorded already, or paid online and refunded by the gateway).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    /**
                                     * @description ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid
                                     * @enum {string|null}
                                     */
                                    method: "ONLINE" | "TRANSFER" | null;
                                    account: string | null;
                                    /**
                                     * Format: date-time
                                     * @description when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed
                                     */
                                    refundedAt: string | null;
                                } | null;
                                /** @description paid with this pass (이용권): one use per pet, taken when the visit completes */
                                voucher: {
                                    voucherSeq: number;
                                    name: string;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /**
                                     * @description OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled automatically because the deposit was not paid by deposit.dueAt
                                     * @enum {string}
                                     */
                                    canceledBy: "OWNER" | "SHOP" | "SYSTEM";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 공지 목록 (게시된 공지, 고정 먼저, 최신순) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    noticeSeq: number;
                                    shopId: number;
                                    shopName: string;
                                    title: string;
                                    body: string;
                                    pinned: boolean;
                                    /** Format: date-time */
                                    publishedAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 공지 상세 (링크로 열림, 로그인 없이; 게시된 공지만)
         * @description No login needed. With an owner token, the 소식 entry that announced the notice counts as read (as opening an 알림장 or an album does).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                noticeSeq: number;
                                shopId: number;
                                shopName: string;
                                title: string;
                                body: string;
                                pinned: boolean;
                                /** Format: date-time */
                                publishedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 매장 공지 (임시저장 포함, 고정 먼저) */
        get: {
            parameters: {
                query?: {
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    noticeSeq: number;
                                    shopId: number;
                                    title: string;
                                    body: string;
                                    pinned: boolean;
                                    /** @enum {string} */
                                    status: "DRAFT" | "PUBLISHED";
                                    /** Format: date-time */
                                    publishedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 공지 작성 (publish=true면 게시하고 매장 고객에게 알림) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        title: string;
                        body: string;
                        /** @default false */
                        pinned?: boolean;
                        /**
                         * @description true: published (the shop’s customers are notified the first time)
                         * @default true
                         */
                        publish?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                noticeSeq: number;
                                shopId: number;
                                title: string;
                                body: string;
                                pinned: boolean;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                publishedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 공지 수정 · 고정 · 게시 (처음 게시할 때만 알림) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        body: string;
                        /** @default false */
                        pinned?: boolean;
                        /**
                         * @description true: published (the shop’s customers are notified the first time)
                         * @default true
                         */
                        publish?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                noticeSeq: number;
                                shopId: number;
                                title: string;
                                body: string;
                                pinned: boolean;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                publishedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 공지 삭제 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 커뮤니티 피드 (최신순/인기순, 커서 페이지)
         * @description With a login, the posts the viewer reported and the posts of people the viewer blocked are left out.
         */
        get: {
            parameters: {
                query?: {
                    sort?: "NEWEST" | "POPULAR";
                    breedSeq?: number;
                    /** @description a page's `nextCursor`, as it came. NEWEST: the last post's seq. POPULAR: `p` and the posts this walk has shown (their seqs, opaque); the next page is the most liked of those it has not, so a post liked or unliked between two pages is neither skipped nor shown twice. Past 1,000 posts, and from apps before it, POPULAR pages by `{likeCount}_{communitySeq}` of the last post (a post liked meanwhile can cross it). A `p` cursor that is not one this API wrote, or on NEWEST: 400 VALIDATION_ERROR. */
                    cursor?: string;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                    blocked: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                /** @description pass as `cursor` for the next page; null at the end. POPULAR: it carries the posts shown so far (about 1.5 characters a post), so each post comes once in a walk however likes change meanwhile */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 글쓰기 (clientId로 다시 보내도 한 번만 써요)
         * @description With `clientId` (made by the app once per post), the same clientId again by the same person answers the post already written (200, the same body), also while the first is still being saved: nothing is written, claimed or counted twice (nor against the posting rate).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        breedSeq?: number | null;
                        /** @default [] */
                        mediaSeqs?: number[];
                        /** @description Made by the app once per post (kept while the same post is retried): the same id again by the same person answers the post already written instead of writing another */
                        clientId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                blocked: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 커뮤니티 검색 (낱말 부분 일치, 품종; 최신순, 커서 페이지)
         * @description Every word must appear in the text (partial words too). Pass `nextCursor` back as `cursor` for the next page: a match deleted, hidden or written between two pages neither skips nor repeats one. `page` is for apps from before the cursor. With a login, the posts the viewer reported and those of people the viewer blocked are left out (of `total` too). 400 VALIDATION_ERROR: a cursor that is not a seq (1-10 digits), or a cursor with `page` > 0.
         */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    breedSeq?: number;
                    /** @description a page's `nextCursor`, as it came (the last post's seq): the matches after it, newest first, so a post deleted, hidden or written between two pages neither skips nor repeats one. Not with `page` > 0. */
                    cursor?: string;
                    /** @description apps from before `cursor`: 0-based page by offset (a post deleted or written meanwhile shifts it) */
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                    blocked: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                /** @description the `page` asked for (0 when read by `cursor`) */
                                page: number;
                                size: number;
                                /** @description every match, the pages before this one too, counted up to 1000 */
                                total: number;
                                hasNext: boolean;
                                /** @description pass as `cursor` for the next page (the last post's seq); null at the end */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내가 쓴 글 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                    blocked: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 좋아요한 글
         * @description The posts of people the viewer blocked are left out (of `total` too), as from the feed.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                    blocked: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내가 쓴 댓글
         * @description Comments on posts by people the viewer blocked are kept (their own words; the post opens with `blocked`).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    commentSeq: number;
                                    communitySeq: number;
                                    content: string;
                                    postExcerpt: string;
                                    isReply: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 글･좋아요･댓글 수
         * @description `likes` counts what 좋아요한 글 lists (not the posts of people the viewer blocked).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                posts: number;
                                likes: number;
                                comments: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 차단한 사용자 (최근에 차단한 순) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** Format: date-time */
                                    blockedAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/blocks/{userSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 사용자 차단 (다시 보내도 그대로)
         * @description From then on the blocker no longer gets the blocked person's posts in the feed (NEWEST and POPULAR), search or 좋아요한 글, gets one of their posts read by itself (a link) with `blocked: true`, gets their comments as `blocked` (content null) in place, and is not told of their comments in 소식. The blocked person is not told and sees everything as before. Blocking again answers the same. 400 COMMUNITY_CANNOT_BLOCK_SELF: oneself. 404 COMMUNITY_USER_NOT_FOUND: no such (live) account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                blocked: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 차단 해제 (차단하지 않은 사람이어도 그대로) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                blocked: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 게시글
         * @description With a login, a post by someone the viewer blocked comes whole with `blocked: true` (not 404), so that a link to it (a share, 소식, history) can say why it is held back. 404 COMMUNITY_POST_NOT_FOUND: deleted, or hidden after reports (but to its author).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                blocked: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 글 수정 (내 글만) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        breedSeq?: number | null;
                        /** @default [] */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                /** @description the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks */
                                blocked: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 글 삭제 (내 글만) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 좋아요 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 좋아요 취소 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/comment-threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 댓글 페이지 (최신 댓글부터; 이전 댓글은 cursor, 다음 댓글은 after, 댓글 하나로 가는 링크는 around; 댓글마다 최신 답글 3개와 답글 수)
         * @description around: the page holding that comment's thread, with threads on both sides, and for a reply the replies around it in its thread; `anchor` names it and says whether it was deleted since. Read so with a login, the viewer's 소식 about that comment (COMMUNITY, link `/community/{communitySeq}?comment={commentSeq}`) are marked read. A comment of another post (or none): 404 COMMUNITY_COMMENT_NOT_FOUND. More than one of cursor, after, around: 400 VALIDATION_ERROR. A comment the viewer reported comes as `reported` with its content left out, in its place (its replies stay under it).
         */
        get: {
            parameters: {
                query?: {
                    /** @description a page's `nextCursor`: the page before it (older) */
                    cursor?: string;
                    /** @description a page's `newerCursor`: the page after it (newer) */
                    after?: string;
                    /** @description a commentSeq of this post (a comment or a reply): the page around it (at most one of cursor, after, around) */
                    around?: number;
                    size?: number;
                };
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** @description oldest first */
                                items: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                    reported: boolean;
                                    /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                    blocked: boolean;
                                    /** @description written by the post's author (작성자); false when deleted */
                                    byPostAuthor: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description its newest live replies, oldest first (3 in a page of threads); the older ones: GET /v2/community/comments/{commentSeq}/replies. In the thread of a page read `around` a reply: the replies around that one */
                                    replies: {
                                        commentSeq: number;
                                        parentSeq: number | null;
                                        /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                        content: string | null;
                                        deleted: boolean;
                                        hidden: boolean;
                                        /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                        reported: boolean;
                                        /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                        blocked: boolean;
                                        /** @description written by the post's author (작성자); false when deleted */
                                        byPostAuthor: boolean;
                                        author: {
                                            userSeq: number;
                                            nickname: string;
                                            profileImageUrl: string | null;
                                            /** @description the author's first pet */
                                            petName: string | null;
                                            petBreedName: string | null;
                                        } | null;
                                        mine: boolean;
                                        edited: boolean;
                                        /** Format: date-time */
                                        createdAt: string;
                                    }[];
                                    replyCount: number;
                                    /** @description live replies after the ones in `replies` (0 but in the thread of a page read `around` a reply): GET /v2/community/comments/{commentSeq}/replies?after=… */
                                    newerReplyCount: number;
                                }[];
                                /** @description pass as `cursor` for the page before this one (older); null when there is none */
                                nextCursor: string | null;
                                /** @description how many that page holds at the same `size` (0 at the oldest) */
                                nextCount: number;
                                /** @description pass as `after` for the page after this one (newer); null when there is none (the first page, read without `cursor`, `after` or `around`, is the newest) */
                                newerCursor: string | null;
                                /** @description how many that page holds at the same `size` (0 at the newest) */
                                newerCount: number;
                                /** @description read `around` a comment: that comment, the top-level comment of its thread (itself, or the one it replies to), and whether it was deleted (then it is not in the page, or shows as deleted while replies remain under it); null otherwise */
                                anchor: {
                                    commentSeq: number;
                                    threadSeq: number;
                                    deleted: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/comments/{commentSeq}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 답글 페이지 (최신 답글부터, 이전 답글은 cursor로, 다음 답글은 after로) */
        get: {
            parameters: {
                query?: {
                    /** @description a page's `nextCursor`: the page before it (older) */
                    cursor?: string;
                    /** @description a page's `newerCursor`: the page after it (newer) */
                    after?: string;
                    size?: number;
                };
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** @description oldest first */
                                items: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                    reported: boolean;
                                    /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                    blocked: boolean;
                                    /** @description written by the post's author (작성자); false when deleted */
                                    byPostAuthor: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                /** @description pass as `cursor` for the page before this one (older); null when there is none */
                                nextCursor: string | null;
                                /** @description how many that page holds at the same `size` (0 at the oldest) */
                                nextCount: number;
                                /** @description pass as `after` for the page after this one (newer); null when there is none (the first page, read without `cursor`, `after` or `around`, is the newest) */
                                newerCursor: string | null;
                                /** @description how many that page holds at the same `size` (0 at the newest) */
                                newerCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 최신 댓글 50개와 답글 (페이지 이전의 앱용: GET …/comment-threads를 쓰세요)
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                commentSeq: number;
                                parentSeq: number | null;
                                /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                content: string | null;
                                deleted: boolean;
                                hidden: boolean;
                                /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                reported: boolean;
                                /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                blocked: boolean;
                                /** @description written by the post's author (작성자); false when deleted */
                                byPostAuthor: boolean;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                } | null;
                                mine: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description its newest live replies, oldest first (3 in a page of threads); the older ones: GET /v2/community/comments/{commentSeq}/replies. In the thread of a page read `around` a reply: the replies around that one */
                                replies: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                    reported: boolean;
                                    /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                    blocked: boolean;
                                    /** @description written by the post's author (작성자); false when deleted */
                                    byPostAuthor: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                replyCount: number;
                                /** @description live replies after the ones in `replies` (0 but in the thread of a page read `around` a reply): GET /v2/community/comments/{commentSeq}/replies?after=… */
                                newerReplyCount: number;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 댓글･답글 쓰기 (답글은 parentSeq); 쓴 댓글을 돌려 줘요
         * @description With `clientId` (made by the app once per comment), the same clientId again by the same person answers the comment already written (200, the same body), also while the first is still being saved: the post’s commentCount moves once (nor is the repeat counted against the commenting rate). The post’s author and, for a reply, the replied-to comment’s author are told in 소식 (COMMUNITY: “OO님이 내 글에 댓글을 남겼어요” / “OO님이 내 댓글에 답글을 남겼어요”, the comment’s start, link `/community/{communitySeq}?comment={commentSeq}`), each once and never the writer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        parentSeq?: number | null;
                        /** @description Made by the app once per comment (kept while the same comment is retried): the same id again by the same person answers the comment already written instead of writing another */
                        clientId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                commentSeq: number;
                                comment: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    /** @description the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null */
                                    reported: boolean;
                                    /** @description written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null */
                                    blocked: boolean;
                                    /** @description written by the post's author (작성자); false when deleted */
                                    byPostAuthor: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/comments/{commentSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 댓글 수정 (내 댓글만) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 댓글 삭제 (내 댓글만) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 글 신고 (여러 명이 신고하면 검토 전까지 숨김)
         * @description From then on the reporter no longer gets the post in the feed or search. The report that hides it (`hidden`) tells its author in 소식 (COMMUNITY, link `/my-info/community/feed`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description SPAM 광고·도배, ABUSE 욕설·비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타
                         * @enum {string}
                         */
                        reason: "SPAM" | "ABUSE" | "ADULT" | "ILLEGAL" | "PRIVACY" | "ETC";
                        detail?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                hidden: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/comments/{commentSeq}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 댓글 신고
         * @description From then on the reporter gets the comment as `reported` (its content left out) in its thread.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description SPAM 광고·도배, ABUSE 욕설·비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타
                         * @enum {string}
                         */
                        reason: "SPAM" | "ABUSE" | "ADULT" | "ILLEGAL" | "PRIVACY" | "ETC";
                        detail?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                hidden: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/consent/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 매장들의 동의서와 서명 상태
         * @description Forms of the shops linked to the account or booked with, and any form the owner signed. state per pet (per owner when perPet is false): TO_SIGN 서명 필요, SIGNED 서명 완료, RESIGN 다시 서명 필요 (the text changed after the last signature).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                /** @enum {string} */
                                kind: "GROOMING" | "HOTEL" | "VACCINATION";
                                title: string;
                                version: number;
                                perPet: boolean;
                                requiredForBooking: boolean;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @enum {string} */
                                state: "TO_SIGN" | "SIGNED" | "RESIGN";
                                targets: {
                                    /** @description null for a form signed once per owner */
                                    petSeq: number | null;
                                    petName: string | null;
                                    /** @enum {string} */
                                    state: "TO_SIGN" | "SIGNED" | "RESIGN";
                                    /** @description the latest signature (of any version) */
                                    signatureSeq: number | null;
                                    /** Format: date-time */
                                    signedAt: string | null;
                                    signedVersion: number | null;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/consent/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 동의서 본문과 반려동물별 서명 상태
         * @description 404 CONSENT_FORM_NOT_FOUND for a form of a shop the owner has nothing to do with.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                /** @enum {string} */
                                kind: "GROOMING" | "HOTEL" | "VACCINATION";
                                title: string;
                                version: number;
                                perPet: boolean;
                                requiredForBooking: boolean;
                                /** Format: date-time */
                                updatedAt: string;
                                body: string;
                                /** @enum {string} */
                                state: "TO_SIGN" | "SIGNED" | "RESIGN";
                                targets: {
                                    /** @description null for a form signed once per owner */
                                    petSeq: number | null;
                                    petName: string | null;
                                    /** @enum {string} */
                                    state: "TO_SIGN" | "SIGNED" | "RESIGN";
                                    /** @description the latest signature (of any version) */
                                    signatureSeq: number | null;
                                    /** Format: date-time */
                                    signedAt: string | null;
                                    signedVersion: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/consent/forms/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 동의서 서명 (읽은 판의 본문 그대로)
         * @description 409 CONSENT_VERSION_CHANGED when `version` is not the current one, 409 CONSENT_ALREADY_SIGNED, 400 CONSENT_PET_REQUIRED (per-pet form without petSeq), 404 PET_NOT_FOUND, 400 CONSENT_INVALID_SIGNATURE.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        petSeq?: number | null;
                        /** @description the version of the text the owner read and signs */
                        version: number;
                        /** @description PNG from the signature pad: a data URL (data:image/png;base64,…) or bare base64 */
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                signatureSeq: number;
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                title: string;
                                body: string;
                                version: number;
                                petSeq: number | null;
                                petName: string | null;
                                bodySha256: string;
                                /** Format: date-time */
                                signedAt: string;
                                pdfPath: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/consent/signatures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 서명한 동의서 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                signatureSeq: number;
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                title: string;
                                body: string;
                                version: number;
                                petSeq: number | null;
                                petName: string | null;
                                bodySha256: string;
                                /** Format: date-time */
                                signedAt: string;
                                pdfPath: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/consent/signatures/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 서명한 동의서 PDF 내려받기
         * @description application/pdf: the text signed, the signature, the time (Asia/Seoul) and the SHA-256 of the text.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/consent-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 매장 동의서 목록
         * @description Without shopId: every shop of the staff member. A shopId without a role: 403 FORBIDDEN.
         */
        get: {
            parameters: {
                query?: {
                    shopId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                /** @enum {string} */
                                kind: "GROOMING" | "HOTEL" | "VACCINATION";
                                title: string;
                                version: number;
                                perPet: boolean;
                                requiredForBooking: boolean;
                                /** Format: date-time */
                                updatedAt: string;
                                body: string;
                                signatureCount: number;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 동의서 만들기
         * @description requiredForBooking: the shop cannot confirm a booking until the owner signed it for every pet.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        /** @enum {string} */
                        kind: "GROOMING" | "HOTEL" | "VACCINATION";
                        title: string;
                        body: string;
                        perPet: boolean;
                        requiredForBooking: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                /** @enum {string} */
                                kind: "GROOMING" | "HOTEL" | "VACCINATION";
                                title: string;
                                version: number;
                                perPet: boolean;
                                requiredForBooking: boolean;
                                /** Format: date-time */
                                updatedAt: string;
                                body: string;
                                signatureCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/consent-forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 동의서 고치기 (제목이나 본문이 바뀌면 새 판: 서명한 보호자에게 다시 서명을 받음) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        body: string;
                        perPet: boolean;
                        requiredForBooking: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                formSeq: number;
                                shopId: number;
                                shopName: string;
                                /** @enum {string} */
                                kind: "GROOMING" | "HOTEL" | "VACCINATION";
                                title: string;
                                version: number;
                                perPet: boolean;
                                requiredForBooking: boolean;
                                /** Format: date-time */
                                updatedAt: string;
                                body: string;
                                signatureCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/consent-forms/{id}/signatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 동의서에 서명한 보호자 (최근순) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                signatureSeq: number;
                                petName: string | null;
                                version: number;
                                /** Format: date-time */
                                signedAt: string;
                                ownerNickname: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/consent-signatures/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 서명한 동의서 PDF (그 매장 직원만) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 리뷰 (최근순) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                reservationSeq: number;
                                shopId: number;
                                shopName: string;
                                productName: string;
                                visitDate: string;
                                rating: number;
                                content: string;
                                mediaSeqs: number[];
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                reply: string | null;
                                /** Format: date-time */
                                repliedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string | null;
                                /** Format: date-time */
                                editableUntil: string;
                                editable: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 리뷰를 기다리는 방문 (완료되었고 리뷰가 없는 예약) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                shopId: number;
                                shopName: string;
                                productName: string;
                                visitDate: string;
                                petNames: string[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 리뷰 쓰기 (완료된 방문 하나에 하나)
         * @description 404 RESERVATION_NOT_FOUND (not the caller’s), 409 REVIEW_NOT_ALLOWED (not completed), 409 REVIEW_ALREADY_WRITTEN. mediaSeqs: the caller’s own uploads not attached elsewhere (404 MEDIA_NOT_FOUND, 409 MEDIA_ALREADY_ATTACHED).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reservationSeq: number;
                        rating: number;
                        content: string;
                        /**
                         * @description photos uploaded with POST /v2/media by the same owner, in the order shown
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                reservationSeq: number;
                                shopId: number;
                                shopName: string;
                                productName: string;
                                visitDate: string;
                                rating: number;
                                content: string;
                                mediaSeqs: number[];
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                reply: string | null;
                                /** Format: date-time */
                                repliedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string | null;
                                /** Format: date-time */
                                editableUntil: string;
                                editable: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 리뷰 고치기 (쓴 날부터 7일)
         * @description 404 REVIEW_NOT_FOUND, 409 REVIEW_EDIT_CLOSED after the window: editable through the end of the Seoul day 7 days after the day it was written (editableUntil, 23:59:59.999 +09:00). Photos left out of mediaSeqs are released; new ones claimed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        content: string;
                        /**
                         * @description photos uploaded with POST /v2/media by the same owner, in the order shown
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                reservationSeq: number;
                                shopId: number;
                                shopName: string;
                                productName: string;
                                visitDate: string;
                                rating: number;
                                content: string;
                                mediaSeqs: number[];
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                reply: string | null;
                                /** Format: date-time */
                                repliedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string | null;
                                /** Format: date-time */
                                editableUntil: string;
                                editable: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 리뷰 지우기 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{shopId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 리뷰 (최근순, 리뷰 수와 평균 별점) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reviewSeq: number;
                                    authorNickname: string;
                                    productName: string;
                                    petNames: string[];
                                    rating: number;
                                    content: string;
                                    mediaSeqs: number[];
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    reply: string | null;
                                    /** Format: date-time */
                                    repliedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    edited: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                                reviewCount: number;
                                /** @description one decimal; null without reviews */
                                averageRating: number | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 매장 리뷰 */
        get: {
            parameters: {
                query?: {
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reviewSeq: number;
                                    authorNickname: string;
                                    productName: string;
                                    petNames: string[];
                                    rating: number;
                                    content: string;
                                    mediaSeqs: number[];
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    reply: string | null;
                                    /** Format: date-time */
                                    repliedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    edited: boolean;
                                    shopId: number;
                                    reservationSeq: number;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 리뷰에 답글 (다시 쓰면 바뀜)
         * @description 404 REVIEW_NOT_FOUND for another shop’s review.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                authorNickname: string;
                                productName: string;
                                petNames: string[];
                                rating: number;
                                content: string;
                                mediaSeqs: number[];
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                reply: string | null;
                                /** Format: date-time */
                                repliedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                edited: boolean;
                                shopId: number;
                                reservationSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 사진 올리기 (보호자 또는 파트너 토큰)
         * @description multipart/form-data with one part `file`. The type is told by content (JPEG, PNG, WebP, HEIC); over the limit → 413 MEDIA_TOO_LARGE, anything else → 415 MEDIA_UNSUPPORTED_TYPE. EXIF (with GPS) is removed after applying its orientation. The photo stays unattached until a domain claims it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or HEIC, told by content; up to 15 MB
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones. */
                            data: {
                                mediaSeq: number;
                                width: number;
                                height: number;
                                url: string;
                                thumbnailUrl: string;
                                /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                srcSet: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media/{mediaSeq}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 사진 보기 (서명된 주소, 만료됨)
         * @description The WebP rendition behind a signed link from the API (`url`, `thumbnailUrl`). A wrong signature → 403 MEDIA_LINK_INVALID, an expired link → 403 MEDIA_LINK_EXPIRED. No token: the link is the permission.
         */
        get: {
            parameters: {
                query: {
                    /** @description Expiry, Unix seconds */
                    exp: number;
                    /** @description HMAC-SHA256 of mediaSeq, variant and exp */
                    sig: string;
                };
                header?: never;
                path: {
                    mediaSeq: number;
                    variant: "w320" | "w720" | "w1280";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 알림장 (날짜 최신순, 반려동물 필터, 안 읽음 표시) */
        get: {
            parameters: {
                query?: {
                    petSeq?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    alimPaperSeq: number;
                                    date: string;
                                    endDate: string | null;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    };
                                    pet: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                    };
                                    moods: string[];
                                    hasHealthNote: boolean;
                                    preview: string;
                                    photoCount: number;
                                    thumbnailUrl: string | null;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    unread: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                                unread: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 공유 링크로 알림장 보기 (로그인 없음)
         * @description The token from POST /v2/alim-papers/{id}/share. `id` (from /alarmpaper/{id}) must be the token’s card. Unknown, expired, revoked or mismatched → 404 ALIM_PAPER_SHARE_INVALID.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                    /** @description /alarmpaper/{id}: must be the card of the token */
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description A card opened from a shared link: read-only. */
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 알림장 보기 (읽음 처리: 그 알림장을 알린 소식도) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** Format: date-time */
                                readAt: string | null;
                                /** @description The live share link, if any */
                                share: {
                                    /** Format: date-time */
                                    expiresAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 선생님께 답장 (다시 쓰면 바뀜) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** Format: date-time */
                                readAt: string | null;
                                /** @description The live share link, if any */
                                share: {
                                    /** Format: date-time */
                                    expiresAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 공유 링크 만들기 (7일, 새로 만들면 이전 링크는 끊김) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** @description The page to share: /alim-paper/detail?token=… */
                                path: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 공유 링크 끊기 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 알림장 목록 (날짜별) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date?: string;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    alimPaperSeq: number;
                                    date: string;
                                    endDate: string | null;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    };
                                    pet: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                    };
                                    moods: string[];
                                    meal: {
                                        /**
                                         * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                         * @enum {string}
                                         */
                                        amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    potty: {
                                        pee: number;
                                        poop: number;
                                        /**
                                         * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                         * @enum {string}
                                         */
                                        state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    activity: {
                                        walkMinutes: number;
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                    health: {
                                        vomiting: boolean;
                                        injury: boolean;
                                        medicine: boolean;
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    hasHealthNote: boolean;
                                    text: string;
                                    teacherName: string;
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    /** Format: date-time */
                                    publishedAt: string | null;
                                    reply: {
                                        text: string;
                                        /** Format: date-time */
                                        repliedAt: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "DRAFT" | "PUBLISHED";
                                    /** Format: date-time */
                                    readAt: string | null;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 알림장 쓰기 (임시 저장)
         * @description One card per pet, shop and day (409 ALIM_PAPER_EXISTS). The pet must belong to a linked customer of the shop and not be removed by its owner (404 ALIM_PAPER_NOT_CUSTOMER); `shopId` must be one of the staff member’s shops (403). `mediaSeqs` are this staff member’s fresh uploads (404 MEDIA_NOT_FOUND, 409 MEDIA_ALREADY_ATTACHED); moods from /v2/emotion-words.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        petSeq: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description Last day of a stay (hotel); null for one day */
                        endDate?: string | null;
                        /**
                         * @description Words from GET /v2/emotion-words
                         * @default []
                         */
                        moods?: string[];
                        /** @default null */
                        meal?: {
                            /**
                             * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                             * @enum {string}
                             */
                            amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        potty?: {
                            pee: number;
                            poop: number;
                            /**
                             * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                             * @enum {string}
                             */
                            state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        activity?: {
                            walkMinutes: number;
                            /** @default  */
                            note?: string;
                        } | null;
                        /**
                         * @description Vomiting, injury, medicine given: shown first and highlighted to the owner.
                         * @default null
                         */
                        health?: {
                            vomiting: boolean;
                            injury: boolean;
                            medicine: boolean;
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default  */
                        text?: string;
                        /**
                         * @description Photos uploaded by this staff member (POST /v2/media)
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 알림장 보기 (매장) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /**
         * 알림장 고치기 (보낸 뒤에도)
         * @description A health note added to a published card that had none notifies the owner and makes the card unread again.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description Last day of a stay (hotel); null for one day */
                        endDate?: string | null;
                        /**
                         * @description Words from GET /v2/emotion-words
                         * @default []
                         */
                        moods?: string[];
                        /** @default null */
                        meal?: {
                            /**
                             * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                             * @enum {string}
                             */
                            amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        potty?: {
                            pee: number;
                            poop: number;
                            /**
                             * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                             * @enum {string}
                             */
                            state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        activity?: {
                            walkMinutes: number;
                            /** @default  */
                            note?: string;
                        } | null;
                        /**
                         * @description Vomiting, injury, medicine given: shown first and highlighted to the owner.
                         * @default null
                         */
                        health?: {
                            vomiting: boolean;
                            injury: boolean;
                            medicine: boolean;
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default  */
                        text?: string;
                        /**
                         * @description Photos uploaded by this staff member (POST /v2/media)
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 알림장 보내기 (보호자에게 소식 알림)
         * @description 409 ALIM_PAPER_ALREADY_PUBLISHED the second time.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 결제 승인 (결제창 successUrl의 paymentKey, orderId, amount)
         * @description Checks the amount against the order, confirms at the gateway with an idempotency key and fulfils the order (the purpose's fulfiller) in one transaction. Repeating it for a paid order answers the paid order again. 400 PAYMENT_AMOUNT_MISMATCH, 400 PAYMENT_FAILED (the gateway refused: message and data.code are its), 409 PAYMENT_ALREADY_DONE, 404 PAYMENT_ORDER_NOT_FOUND, 502 EXTERNAL_SERVICE_ERROR (retry: never charges twice); a fulfilment error (e.g. a voucher product sold out) is answered with that domain's code after the charge is cancelled.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentKey: string;
                        orderId: string;
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                orderId: string;
                                orderName: string;
                                purpose: string;
                                refSeq: number;
                                amount: number;
                                /** @enum {string} */
                                status: "READY" | "PAID" | "PARTIAL_CANCELED" | "CANCELED" | "VOIDED";
                                refundedAmount: number;
                                method: string | null;
                                /** Format: date-time */
                                approvedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 결제 주문 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                orderId: string;
                                orderName: string;
                                purpose: string;
                                refSeq: number;
                                amount: number;
                                /** @enum {string} */
                                status: "READY" | "PAID" | "PARTIAL_CANCELED" | "CANCELED" | "VOIDED";
                                refundedAmount: number;
                                method: string | null;
                                /** Format: date-time */
                                approvedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 결제 상태 웹훅 (Toss PAYMENT_STATUS_CHANGED)
         * @description A hint only: the payment is read back from the gateway and the order brought in line. Always 200.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        eventType?: string;
                        data?: {
                            paymentKey?: string;
                            orderId?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장의 이용권 상품 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherProductSeq: number;
                                shopId: number;
                                shopName: string;
                                name: string;
                                description: string;
                                uses: number;
                                price: number;
                                /** @description list price of one use (refunds keep used uses × this) */
                                unitListPrice: number;
                                listTotal: number;
                                validityDays: number;
                                /** @description booking products a use covers */
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/products/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 이용권 구매 요약 (쿠폰 적용 금액, 사용 가능한 쿠폰)
         * @description 404 VOUCHER_PRODUCT_NOT_FOUND, 404 COUPON_NOT_FOUND, 409 COUPON_NOT_APPLICABLE (data.reason).
         */
        get: {
            parameters: {
                query?: {
                    couponSeq?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                product: {
                                    voucherProductSeq: number;
                                    shopId: number;
                                    shopName: string;
                                    name: string;
                                    description: string;
                                    uses: number;
                                    price: number;
                                    /** @description list price of one use (refunds keep used uses × this) */
                                    unitListPrice: number;
                                    listTotal: number;
                                    validityDays: number;
                                    /** @description booking products a use covers */
                                    services: {
                                        productSeq: number;
                                        name: string;
                                    }[];
                                };
                                listPrice: number;
                                discount: number;
                                amount: number;
                                couponSeq: number | null;
                                /** @description usable coupons, best discount first */
                                coupons: {
                                    couponSeq: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    discountType: "AMOUNT" | "PERCENT";
                                    /** @description won (AMOUNT) or percent (PERCENT) */
                                    discountValue: number;
                                    /** @description '5,000원' or '10%' */
                                    discountLabel: string;
                                    maxDiscount: number | null;
                                    minPrice: number;
                                    /** @description null: any shop */
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    } | null;
                                    /** @description empty: any service */
                                    products: {
                                        productSeq: number;
                                        name: string;
                                    }[];
                                    /** Format: date-time */
                                    expiresAt: string;
                                    /** Format: date-time */
                                    usedAt: string | null;
                                    /** @enum {string} */
                                    state: "USABLE" | "USED" | "EXPIRED";
                                    discount: number;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이용권 구매 시작 (결제 주문 생성 → requestPayment → POST /v2/payments/confirm) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        voucherProductSeq: number;
                        couponSeq?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description Open the payment window with this; the amount is kept on the server and checked at confirm. */
                            data: {
                                orderId: string;
                                amount: number;
                                orderName: string;
                                customerKey: string;
                                checkout: {
                                    /** @enum {string} */
                                    kind: "FAKE" | "TOSS";
                                    clientKey: string;
                                    /** @description FAKE: path of the checkout page under the API base URL */
                                    checkoutPath: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 이용권 (매장별; 남은 횟수, 만료일, 사용 내역)
         * @description scope=active: every pass that can still pay. Without it (apps from before paging): those and the newest 20 refunded, expired or used-up ones; GET /v2/vouchers/past pages them all.
         */
        get: {
            parameters: {
                query?: {
                    /** @description active: every pass that can still pay; all (apps from before paging): those and the newest 20 past ones */
                    scope?: "all" | "active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                purchaseSeq: number | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                name: string;
                                totalUses: number;
                                usedUses: number;
                                /** @description held by requested/confirmed bookings */
                                heldUses: number;
                                /** @description total − used − held */
                                remainingUses: number;
                                paidAmount: number;
                                unitListPrice: number;
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** @enum {string} */
                                state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                refundAmount: number | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                history: {
                                    reservationSeq: number;
                                    date: string;
                                    time: string | null;
                                    productName: string;
                                    count: number;
                                    /** @enum {string} */
                                    status: "HELD" | "USED" | "RETURNED";
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 지난 내 이용권 (환불·만료·모두 사용; 최근 산 것부터, cursor 페이지)
         * @description Newest bought first, ties by seq; pass `nextCursor` back as `cursor`. 400 VALIDATION_ERROR (a malformed cursor, size out of 1..50).
         */
        get: {
            parameters: {
                query?: {
                    /** @description the previous page's `nextCursor` */
                    cursor?: string;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    voucherSeq: number;
                                    purchaseSeq: number | null;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    };
                                    name: string;
                                    totalUses: number;
                                    usedUses: number;
                                    /** @description held by requested/confirmed bookings */
                                    heldUses: number;
                                    /** @description total − used − held */
                                    remainingUses: number;
                                    paidAmount: number;
                                    unitListPrice: number;
                                    services: {
                                        productSeq: number;
                                        name: string;
                                    }[];
                                    /** Format: date-time */
                                    expiresAt: string;
                                    /** @enum {string} */
                                    state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                    refundAmount: number | null;
                                    /** Format: date-time */
                                    refundedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    history: {
                                        reservationSeq: number;
                                        date: string;
                                        time: string | null;
                                        productName: string;
                                        count: number;
                                        /** @enum {string} */
                                        status: "HELD" | "USED" | "RETURNED";
                                    }[];
                                }[];
                                /** @description pass as `cursor` for the next (older) page; null at the end */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/usable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이 예약 상품에 쓸 수 있는 내 이용권 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    productSeq: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                purchaseSeq: number | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                name: string;
                                totalUses: number;
                                usedUses: number;
                                /** @description held by requested/confirmed bookings */
                                heldUses: number;
                                /** @description total − used − held */
                                remainingUses: number;
                                paidAmount: number;
                                unitListPrice: number;
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** @enum {string} */
                                state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                refundAmount: number | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                history: {
                                    reservationSeq: number;
                                    date: string;
                                    time: string | null;
                                    productName: string;
                                    count: number;
                                    /** @enum {string} */
                                    status: "HELD" | "USED" | "RETURNED";
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/by-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 결제 주문으로 산 이용권 (구매 완료 화면) */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                purchaseSeq: number | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                name: string;
                                totalUses: number;
                                usedUses: number;
                                /** @description held by requested/confirmed bookings */
                                heldUses: number;
                                /** @description total − used − held */
                                remainingUses: number;
                                paidAmount: number;
                                unitListPrice: number;
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** @enum {string} */
                                state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                refundAmount: number | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                history: {
                                    reservationSeq: number;
                                    date: string;
                                    time: string | null;
                                    productName: string;
                                    count: number;
                                    /** @enum {string} */
                                    status: "HELD" | "USED" | "RETURNED";
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이용권 상세 (본인 것만; 다른 사람 것은 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                purchaseSeq: number | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                name: string;
                                totalUses: number;
                                usedUses: number;
                                /** @description held by requested/confirmed bookings */
                                heldUses: number;
                                /** @description total − used − held */
                                remainingUses: number;
                                paidAmount: number;
                                unitListPrice: number;
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** @enum {string} */
                                state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                refundAmount: number | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                history: {
                                    reservationSeq: number;
                                    date: string;
                                    time: string | null;
                                    productName: string;
                                    count: number;
                                    /** @enum {string} */
                                    status: "HELD" | "USED" | "RETURNED";
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/{id}/refund-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이용권 환불 예상 금액 (결제 금액 − 사용 횟수 × 1회 정가) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                paidAmount: number;
                                usedUses: number;
                                unitListPrice: number;
                                deduction: number;
                                refundAmount: number;
                                refundable: boolean;
                                /** @enum {string|null} */
                                reason: "HELD" | "REFUNDED" | "OFFLINE" | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/vouchers/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이용권 환불 (결제 취소로 환불; 예약에 잡힌 횟수가 있으면 409 VOUCHER_NOT_REFUNDABLE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                voucherSeq: number;
                                purchaseSeq: number | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                name: string;
                                totalUses: number;
                                usedUses: number;
                                /** @description held by requested/confirmed bookings */
                                heldUses: number;
                                /** @description total − used − held */
                                remainingUses: number;
                                paidAmount: number;
                                unitListPrice: number;
                                services: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** @enum {string} */
                                state: "ACTIVE" | "USED_UP" | "EXPIRED" | "REFUNDED";
                                refundAmount: number | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                history: {
                                    reservationSeq: number;
                                    date: string;
                                    time: string | null;
                                    productName: string;
                                    count: number;
                                    /** @enum {string} */
                                    status: "HELD" | "USED" | "RETURNED";
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 쿠폰 (usable: 사용 가능 전부, past: 사용·만료 최근 50장; 페이지는 GET /v2/coupons/past) */
        get: {
            parameters: {
                query?: {
                    /** @description past: the newest 50 only (apps from before paging); GET /v2/coupons/past pages them all */
                    tab?: "usable" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                couponSeq: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                discountType: "AMOUNT" | "PERCENT";
                                /** @description won (AMOUNT) or percent (PERCENT) */
                                discountValue: number;
                                /** @description '5,000원' or '10%' */
                                discountLabel: string;
                                maxDiscount: number | null;
                                minPrice: number;
                                /** @description null: any shop */
                                shop: {
                                    shopId: number;
                                    name: string;
                                } | null;
                                /** @description empty: any service */
                                products: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                usedAt: string | null;
                                /** @enum {string} */
                                state: "USABLE" | "USED" | "EXPIRED";
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/coupons/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 사용·만료된 내 쿠폰 (최근에 쓰거나 만료된 것부터, cursor 페이지)
         * @description Newest first by when each stopped being usable (used: when used; otherwise its expiry), ties by seq; pass `nextCursor` back as `cursor`. 400 VALIDATION_ERROR (a malformed cursor, size out of 1..50).
         */
        get: {
            parameters: {
                query?: {
                    /** @description the previous page's `nextCursor` */
                    cursor?: string;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    couponSeq: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    discountType: "AMOUNT" | "PERCENT";
                                    /** @description won (AMOUNT) or percent (PERCENT) */
                                    discountValue: number;
                                    /** @description '5,000원' or '10%' */
                                    discountLabel: string;
                                    maxDiscount: number | null;
                                    minPrice: number;
                                    /** @description null: any shop */
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    } | null;
                                    /** @description empty: any service */
                                    products: {
                                        productSeq: number;
                                        name: string;
                                    }[];
                                    /** Format: date-time */
                                    expiresAt: string;
                                    /** Format: date-time */
                                    usedAt: string | null;
                                    /** @enum {string} */
                                    state: "USABLE" | "USED" | "EXPIRED";
                                }[];
                                /** @description pass as `cursor` for the next (older) page; null at the end */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 쿠폰 상세 (본인 쿠폰만; 다른 사람 것은 404 COUPON_NOT_FOUND) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                couponSeq: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                discountType: "AMOUNT" | "PERCENT";
                                /** @description won (AMOUNT) or percent (PERCENT) */
                                discountValue: number;
                                /** @description '5,000원' or '10%' */
                                discountLabel: string;
                                maxDiscount: number | null;
                                minPrice: number;
                                /** @description null: any shop */
                                shop: {
                                    shopId: number;
                                    name: string;
                                } | null;
                                /** @description empty: any service */
                                products: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                usedAt: string | null;
                                /** @enum {string} */
                                state: "USABLE" | "USED" | "EXPIRED";
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 예약금 (금액, 기한, 상태, 입금 계좌, 결제 방법)
         * @description 404 RESERVATION_NOT_FOUND (also another owner's), 409 NO_DEPOSIT.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                shopName: string;
                                productName: string;
                                date: string;
                                time: string | null;
                                /** @description a hotel stay's check-out day (YYYY-MM-DD); null for a visit */
                                endDate: string | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                amount: number;
                                /** Format: date-time */
                                dueAt: string;
                                paid: boolean;
                                /** Format: date-time */
                                paidAt: string | null;
                                /** @enum {string|null} */
                                method: "ONLINE" | "TRANSFER" | null;
                                account: string | null;
                                /** @description given back after a cancellation: online, through the gateway at once; by transfer, once the shop recorded sending it (0 until then) */
                                refundedAmount: number;
                                /** @description what the shop still owes back of a deposit sent by transfer (환불 예정): the cancellation’s refundAmount until the shop records the refund (POST /v2/partner/reservations/{id}/deposit-refunded), then 0; always 0 online */
                                refundPending: number;
                                /**
                                 * Format: date-time
                                 * @description when the refund was sent (gateway) or recorded by the shop (transfer); null while owed or none
                                 */
                                refundedAt: string | null;
                                /** @description not paid and the booking is still 요청/확정 */
                                payable: boolean;
                                overdue: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/deposit/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약금 온라인 결제 시작 (결제 주문 → requestPayment → POST /v2/payments/confirm)
         * @description 409 NO_DEPOSIT, 409 DEPOSIT_ALREADY_PAID, 409 INVALID_STATUS_TRANSITION (cancelled, completed…). Cancelling later refunds the quoted refundAmount through the gateway.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description Open the payment window with this; the amount is kept on the server and checked at confirm. */
                            data: {
                                orderId: string;
                                amount: number;
                                orderName: string;
                                customerKey: string;
                                checkout: {
                                    /** @enum {string} */
                                    kind: "FAKE" | "TOSS";
                                    clientKey: string;
                                    /** @description FAKE: path of the checkout page under the API base URL */
                                    checkoutPath: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 반려동물 앨범 (연결된 매장, 최신 날짜순; 표지와 사진 수) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this shop’s albums (the current shop) */
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    albumSeq: number;
                                    shopId: number;
                                    shopName: string;
                                    /**
                                     * @description PET: one pet’s photos · DAY: a day at the shop with several pets
                                     * @enum {string}
                                     */
                                    kind: "PET" | "DAY";
                                    title: string;
                                    /** @description The day the photos were taken (YYYY-MM-DD, Seoul) */
                                    date: string;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                    }[];
                                    photoCount: number;
                                    /** @description An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones. */
                                    cover: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    } | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 앨범 상세 (사진: 만료되는 서명 주소)
         * @description Opening it reads the owner's 소식 entry for the album.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                albumSeq: number;
                                shopId: number;
                                shopName: string;
                                /**
                                 * @description PET: one pet’s photos · DAY: a day at the shop with several pets
                                 * @enum {string}
                                 */
                                kind: "PET" | "DAY";
                                title: string;
                                /** @description The day the photos were taken (YYYY-MM-DD, Seoul) */
                                date: string;
                                pets: {
                                    petSeq: number;
                                    name: string;
                                }[];
                                photoCount: number;
                                /** @description An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones. */
                                cover: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 매장 앨범 */
        get: {
            parameters: {
                query?: {
                    /** @description Only this shop’s albums (the current shop) */
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    albumSeq: number;
                                    shopId: number;
                                    shopName: string;
                                    /**
                                     * @description PET: one pet’s photos · DAY: a day at the shop with several pets
                                     * @enum {string}
                                     */
                                    kind: "PET" | "DAY";
                                    title: string;
                                    /** @description The day the photos were taken (YYYY-MM-DD, Seoul) */
                                    date: string;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                    }[];
                                    photoCount: number;
                                    /** @description An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones. */
                                    cover: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    } | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 앨범 올리기 (사진은 먼저 POST /v2/media; 반려동물 보호자에게 알림)
         * @description Every pet must belong to a linked customer of the shop and not be removed by its owner (404 PET_NOT_FOUND).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        /**
                         * @description PET: one pet’s photos · DAY: a day at the shop with several pets
                         * @enum {string}
                         */
                        kind: "PET" | "DAY";
                        title: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        petSeqs: number[];
                        /** @description Photos uploaded by this staff member (POST /v2/media), in order; the first is the cover */
                        mediaSeqs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                albumSeq: number;
                                shopId: number;
                                shopName: string;
                                /**
                                 * @description PET: one pet’s photos · DAY: a day at the shop with several pets
                                 * @enum {string}
                                 */
                                kind: "PET" | "DAY";
                                title: string;
                                /** @description The day the photos were taken (YYYY-MM-DD, Seoul) */
                                date: string;
                                pets: {
                                    petSeq: number;
                                    name: string;
                                }[];
                                photoCount: number;
                                /** @description An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones. */
                                cover: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 앨범 삭제 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 채팅방 목록 (고정한 방 먼저, 최근 대화순)
         * @description Rooms with at least one message. unreadCount = the shop messages after my read mark.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                shopId: number;
                                shopName: string;
                                shopImageUrl: string | null;
                                lastMessage: string | null;
                                /** Format: date-time */
                                lastMessageAt: string | null;
                                lastSeq: number;
                                unreadCount: number;
                                /** @description The shop has read up to this sequence (읽음 on my messages) */
                                shopReadSeq: number;
                                isPinned: boolean;
                                isMuted: boolean;
                                isOperationTime: boolean;
                                notOperationTimeMessage: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 매장과의 채팅방 열기 (없으면 생성)
         * @description 404 SHOP_NOT_FOUND; 409 CHAT_NOT_AVAILABLE when the shop takes no chats.
         */
        post: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                shopId: number;
                                shopName: string;
                                shopImageUrl: string | null;
                                lastMessage: string | null;
                                /** Format: date-time */
                                lastMessageAt: string | null;
                                lastSeq: number;
                                unreadCount: number;
                                /** @description The shop has read up to this sequence (읽음 on my messages) */
                                shopReadSeq: number;
                                isPinned: boolean;
                                isMuted: boolean;
                                isOperationTime: boolean;
                                notOperationTimeMessage: string;
                                /** @description The consultation hours (the chat settings’, else the shop page’s; none: always open) */
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description While closed, when the shop next opens (Asia/Seoul wall clock as an instant); null when open now or never
                                 */
                                nextOpenAt: string | null;
                                /** @description I have read up to this sequence: the room opens with "여기까지 읽었어요" after it */
                                userReadSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/room/{chattingRoomId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 채팅방 한 곳 (+): 매장, 상담 시간 여부, 읽음 표시
         * @description Another owner's room: 404 CHAT_ROOM_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chattingRoomId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                shopId: number;
                                shopName: string;
                                shopImageUrl: string | null;
                                lastMessage: string | null;
                                /** Format: date-time */
                                lastMessageAt: string | null;
                                lastSeq: number;
                                unreadCount: number;
                                /** @description The shop has read up to this sequence (읽음 on my messages) */
                                shopReadSeq: number;
                                isPinned: boolean;
                                isMuted: boolean;
                                isOperationTime: boolean;
                                notOperationTimeMessage: string;
                                /** @description The consultation hours (the chat settings’, else the shop page’s; none: always open) */
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description While closed, when the shop next opens (Asia/Seoul wall clock as an instant); null when open now or never
                                 */
                                nextOpenAt: string | null;
                                /** @description I have read up to this sequence: the room opens with "여기까지 읽었어요" after it */
                                userReadSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/room/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * 채팅방 고정･알림 끄기
         * @description A muted room adds no 소식 notification and no native alert for new shop messages.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chattingRoomId: number;
                        isPinned?: boolean;
                        isMuted?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                shopId: number;
                                shopName: string;
                                shopImageUrl: string | null;
                                lastMessage: string | null;
                                /** Format: date-time */
                                lastMessageAt: string | null;
                                lastSeq: number;
                                unreadCount: number;
                                /** @description The shop has read up to this sequence (읽음 on my messages) */
                                shopReadSeq: number;
                                isPinned: boolean;
                                isMuted: boolean;
                                isOperationTime: boolean;
                                notOperationTimeMessage: string;
                                /** @description The consultation hours (the chat settings’, else the shop page’s; none: always open) */
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description While closed, when the shop next opens (Asia/Seoul wall clock as an instant); null when open now or never
                                 */
                                nextOpenAt: string | null;
                                /** @description I have read up to this sequence: the room opens with "여기까지 읽었어요" after it */
                                userReadSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/chatting/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 메시지 (10개씩 위로: lastSeq 이전)
         * @description Without lastSeq: the newest 10. With lastSeq: the 10 before it. A page of fewer than 10 is the first. size (+) asks a page of up to 50 instead of 10 (a phone reading back fast); one shorter than asked is the first. afterSeq (+) is the resync after a reconnect: up to 100 after it. Oldest first in these cases. editedSince (+), with fromSeq: the edits the phone missed while its socket was down, among the messages it holds: up to 100 edited since that time (less a minute), in the order they were edited; a full answer: ask again from the last one’s editedAt. The time is one this API answered (a message’s createdAt or editedAt), never the phone’s clock. With lastSeq or afterSeq, size with either of those, or fromSeq alone: 400 VALIDATION_ERROR.
         */
        get: {
            parameters: {
                query: {
                    chattingRoomId: number;
                    /** @description The 10 (or `size`) messages before this sequence (paging upward) */
                    lastSeq?: number;
                    /** @description How many messages a page has (+): 10 unless asked, up to 50. A page shorter than asked is the first. Only for a page (with or without lastSeq); not with afterSeq or editedSince. */
                    size?: number;
                    /** @description Resync (+): up to 100 messages after this sequence, oldest first. Not with lastSeq. */
                    afterSeq?: number;
                    /** @description Edits missed (+): the messages edited since this time, as an `editedAt` or `createdAt` this API answered (not the phone’s clock), less a minute; up to 100, in the order they were edited. Not with lastSeq or afterSeq. */
                    editedSince?: string;
                    /** @description With editedSince: only messages from this sequence on (the oldest the phone holds) */
                    fromSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                messageSeq: number;
                                chattingRoomId: number;
                                /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                seq: number;
                                /** @enum {string} */
                                sender: "USER" | "SHOP";
                                /** @enum {string} */
                                kind: "TEXT" | "IMAGE" | "INQUIRY";
                                message: string;
                                images: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                inquiry: {
                                    type: string | null;
                                    date: string | null;
                                    userData: {
                                        name: string;
                                        phoneNumber: string;
                                    } | null;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        kind: string;
                                        breedName: string | null;
                                    }[];
                                    etcData: {
                                        question: string;
                                        answer: string;
                                    }[];
                                } | null;
                                clientId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                editedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/message/{messageSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 내 메시지 수정 (수정됨)
         * @description Own text messages only: anything else is 404 CHAT_MESSAGE_NOT_FOUND; photos and the inquiry form 409 CHAT_MESSAGE_NOT_EDITABLE. With `editedAt` (as the phone shows it), a message edited since on another phone is 409 CHAT_MESSAGE_CHANGED with `data.message` (as it is now) and is not overwritten.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    messageSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        /**
                         * Format: date-time
                         * @description The message’s editedAt as the phone shows it (null: never edited). Edited since (on another phone) → 409 CHAT_MESSAGE_CHANGED with `data.message`, the message as it is now; nothing is saved.
                         */
                        editedAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                messageSeq: number;
                                chattingRoomId: number;
                                /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                seq: number;
                                /** @enum {string} */
                                sender: "USER" | "SHOP";
                                /** @enum {string} */
                                kind: "TEXT" | "IMAGE" | "INQUIRY";
                                message: string;
                                images: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                inquiry: {
                                    type: string | null;
                                    date: string | null;
                                    userData: {
                                        name: string;
                                        phoneNumber: string;
                                    } | null;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        kind: string;
                                        breedName: string | null;
                                    }[];
                                    etcData: {
                                        question: string;
                                        answer: string;
                                    }[];
                                } | null;
                                clientId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                editedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 읽음 표시 (lastSeq까지)
         * @description The owner's 소식 entries of the shop's messages up to readSeq are read with it.
         */
        post: {
            parameters: {
                query: {
                    chattingRoomId: number;
                    /** @description Read up to this sequence */
                    lastSeq: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                readSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/message/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 메시지 보내기 (clientId로 재전송해도 한 번만 저장)
         * @description Stored as the room’s next sequence, then delivered live. The same clientId again answers the stored message.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chattingRoomId: number;
                        /** @description Made by the client once per message; a retried send with the same id is answered, not stored again */
                        clientId: string;
                        /** @default  */
                        message?: string;
                        /** @default [] */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                messageSeq: number;
                                chattingRoomId: number;
                                /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                seq: number;
                                /** @enum {string} */
                                sender: "USER" | "SHOP";
                                /** @enum {string} */
                                kind: "TEXT" | "IMAGE" | "INQUIRY";
                                message: string;
                                images: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                inquiry: {
                                    type: string | null;
                                    date: string | null;
                                    userData: {
                                        name: string;
                                        phoneNumber: string;
                                    } | null;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        kind: string;
                                        breedName: string | null;
                                    }[];
                                    etcData: {
                                        question: string;
                                        answer: string;
                                    }[];
                                } | null;
                                clientId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                editedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/un-read/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 안 읽은 메시지 수 (방별)
         * @description Rooms with unread shop messages; with chattingRoomId, that room (also at 0). Empty list: nothing unread.
         */
        get: {
            parameters: {
                query?: {
                    chattingRoomId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/pet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상담할 반려동물 고르기 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상담 준비 (+): 상담 시간 여부, 매장의 상담 신청서 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                shopName: string;
                                shopImageUrl: string | null;
                                isOperationTime: boolean;
                                notOperationTimeMessage: string;
                                /** @description The consultation hours (the chat settings’, else the shop page’s; none: always open) */
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description While closed, when the shop next opens (Asia/Seoul wall clock as an instant); null when open now or never
                                 */
                                nextOpenAt: string | null;
                                form: {
                                    askUser: boolean;
                                    askPet: boolean;
                                    askDate: boolean;
                                    types: string[];
                                    etcQuestions: string[];
                                };
                                /** @description The room with this shop when one exists */
                                chattingRoomId: number | null;
                                userData: {
                                    name: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chatting/cs/input-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 상담 신청서 보내기 → 채팅방
         * @description Checked against the shop’s form (400 CHAT_INQUIRY_INCOMPLETE with data.fields); opens the room and posts the form as its INQUIRY message.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        /** @description Made by the client once per message; a retried send with the same id is answered, not stored again */
                        clientId: string;
                        type?: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date?: string;
                        /** @default [] */
                        petSeqs?: number[];
                        userData?: {
                            name: string;
                            phoneNumber: string;
                        };
                        /** @default [] */
                        etcData?: {
                            question: string;
                            answer: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                message: {
                                    messageSeq: number;
                                    chattingRoomId: number;
                                    /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                    seq: number;
                                    /** @enum {string} */
                                    sender: "USER" | "SHOP";
                                    /** @enum {string} */
                                    kind: "TEXT" | "IMAGE" | "INQUIRY";
                                    message: string;
                                    images: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                    }[];
                                    inquiry: {
                                        type: string | null;
                                        date: string | null;
                                        userData: {
                                            name: string;
                                            phoneNumber: string;
                                        } | null;
                                        pets: {
                                            petSeq: number;
                                            name: string;
                                            kind: string;
                                            breedName: string | null;
                                        }[];
                                        etcData: {
                                            question: string;
                                            answer: string;
                                        }[];
                                    } | null;
                                    clientId: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    editedAt: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/chatting/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 매장 채팅방 (최근 대화순, 안 읽은 수)
         * @description Without shopId: every shop of mine. A shopId without a role: 403 FORBIDDEN.
         */
        get: {
            parameters: {
                query?: {
                    shopId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                shopId: number;
                                shopName: string;
                                userSeq: number;
                                nickname: string;
                                lastMessage: string | null;
                                /** Format: date-time */
                                lastMessageAt: string | null;
                                lastSeq: number;
                                unreadCount: number;
                                userReadSeq: number;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/chatting/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 채팅방 메시지 (10개씩 위로, afterSeq로 재동기화, editedSince로 놓친 수정)
         * @description As the owner’s GET /v2/chatting/message.
         */
        get: {
            parameters: {
                query: {
                    chattingRoomId: number;
                    /** @description The 10 (or `size`) messages before this sequence (paging upward) */
                    lastSeq?: number;
                    /** @description How many messages a page has (+): 10 unless asked, up to 50. A page shorter than asked is the first. Only for a page (with or without lastSeq); not with afterSeq or editedSince. */
                    size?: number;
                    /** @description Resync (+): up to 100 messages after this sequence, oldest first. Not with lastSeq. */
                    afterSeq?: number;
                    /** @description Edits missed (+): the messages edited since this time, as an `editedAt` or `createdAt` this API answered (not the phone’s clock), less a minute; up to 100, in the order they were edited. Not with lastSeq or afterSeq. */
                    editedSince?: string;
                    /** @description With editedSince: only messages from this sequence on (the oldest the phone holds) */
                    fromSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                messageSeq: number;
                                chattingRoomId: number;
                                /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                seq: number;
                                /** @enum {string} */
                                sender: "USER" | "SHOP";
                                /** @enum {string} */
                                kind: "TEXT" | "IMAGE" | "INQUIRY";
                                message: string;
                                images: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                inquiry: {
                                    type: string | null;
                                    date: string | null;
                                    userData: {
                                        name: string;
                                        phoneNumber: string;
                                    } | null;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        kind: string;
                                        breedName: string | null;
                                    }[];
                                    etcData: {
                                        question: string;
                                        answer: string;
                                    }[];
                                } | null;
                                clientId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                editedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/chatting/message/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 매장 답변 보내기
         * @description The owner gets it live and as a 소식 notification (unless the room is muted).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chattingRoomId: number;
                        /** @description Made by the client once per message; a retried send with the same id is answered, not stored again */
                        clientId?: string;
                        /** @default  */
                        message?: string;
                        /** @default [] */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                messageSeq: number;
                                chattingRoomId: number;
                                /** @description Per-room sequence: 1, 2, 3 … in the order the room stored them */
                                seq: number;
                                /** @enum {string} */
                                sender: "USER" | "SHOP";
                                /** @enum {string} */
                                kind: "TEXT" | "IMAGE" | "INQUIRY";
                                message: string;
                                images: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                }[];
                                inquiry: {
                                    type: string | null;
                                    date: string | null;
                                    userData: {
                                        name: string;
                                        phoneNumber: string;
                                    } | null;
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        kind: string;
                                        breedName: string | null;
                                    }[];
                                    etcData: {
                                        question: string;
                                        answer: string;
                                    }[];
                                } | null;
                                clientId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                editedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/chatting/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 읽음 표시 */
        post: {
            parameters: {
                query: {
                    chattingRoomId: number;
                    /** @description Read up to this sequence */
                    lastSeq: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chattingRoomId: number;
                                readSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/chatting/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 채팅 설정 (상담 시간, 상담 시간 외 안내, 상담 신청서) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                usesShopHours: boolean;
                                notOperationTimeMessage: string;
                                inquiryForm: {
                                    askUser: boolean;
                                    askPet: boolean;
                                    askDate: boolean;
                                    types: string[];
                                    etcQuestions: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 채팅 설정 저장 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        /** @description null: the shop page opening hours apply */
                        hours: {
                            /** @description 0 = Sunday */
                            dayOfWeek: number;
                            /** @description HH:MM (Asia/Seoul) */
                            open: string;
                            /** @description HH:MM (Asia/Seoul) */
                            close: string;
                            closed: boolean;
                        }[] | null;
                        notOperationTimeMessage: string;
                        inquiryForm: {
                            askUser: boolean;
                            askPet: boolean;
                            askDate: boolean;
                            types: string[];
                            etcQuestions: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                hours: {
                                    /** @description 0 = Sunday */
                                    dayOfWeek: number;
                                    /** @description HH:MM (Asia/Seoul) */
                                    open: string;
                                    /** @description HH:MM (Asia/Seoul) */
                                    close: string;
                                    closed: boolean;
                                }[];
                                usesShopHours: boolean;
                                notOperationTimeMessage: string;
                                inquiryForm: {
                                    askUser: boolean;
                                    askPet: boolean;
                                    askDate: boolean;
                                    types: string[];
                                    etcQuestions: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/auth/chatting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 직원용 실시간 채팅 연결 티켓 (10분) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chatToken: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 큐레이션 시리즈와 콘텐츠 (홈) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                series: {
                                    curationSeq: number;
                                    title: string;
                                    subtitle: string;
                                    contents: {
                                        curationSeq: number;
                                        curationContentsSeq: number;
                                        /** @enum {string} */
                                        kind: "ARTICLE" | "VIDEO";
                                        title: string;
                                        summary: string;
                                        coverImageUrl: string;
                                        breedSeqs: number[];
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/picks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 우리 아이 맞춤: 내 반려동물 품종의 콘텐츠 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breeds: {
                                    breedSeq: number;
                                    name: string;
                                    petNames: string[];
                                }[];
                                contents: {
                                    curationSeq: number;
                                    curationContentsSeq: number;
                                    /** @enum {string} */
                                    kind: "ARTICLE" | "VIDEO";
                                    title: string;
                                    summary: string;
                                    coverImageUrl: string;
                                    breedSeqs: number[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 가디언이 다녀온 매장 리뷰 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                title: string;
                                summary: string;
                                rating: number;
                                coverImageUrl: string;
                                shopId: number;
                                shopName: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 큐레이션 매장 리뷰
         * @description 404 CURATION_REVIEW_NOT_FOUND (unknown or unpublished).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                title: string;
                                summary: string;
                                author: string;
                                rating: number;
                                coverImageUrl: string;
                                /** Format: date-time */
                                publishedAt: string;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                shop: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/breeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 관리 노트가 있는 품종 (품종 목록 표시용) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breedSeqs: number[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/breeds/{breedSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 품종 가이드: 관리 노트와 관련 콘텐츠
         * @description `note` is null until an editor writes the breed. 404 BREED_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    breedSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breedSeq: number;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                name: string;
                                note: {
                                    summary: string;
                                    traits: {
                                        label: string;
                                        value: string;
                                    }[];
                                    careNotes: {
                                        title: string;
                                        body: string;
                                    }[];
                                    /** Format: date-time */
                                    updatedAt: string;
                                } | null;
                                contents: {
                                    curationSeq: number;
                                    curationContentsSeq: number;
                                    /** @enum {string} */
                                    kind: "ARTICLE" | "VIDEO";
                                    title: string;
                                    summary: string;
                                    coverImageUrl: string;
                                    breedSeqs: number[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/curation/{curationSeq}/{curationContentsSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 콘텐츠 (기사 또는 영상)
         * @description The body is structured blocks (never HTML). `shops` holds every shop the shop blocks and `relatedShopIds` name. `next` is the next content of the series. 404 CURATION_NOT_FOUND (unknown, other series, unpublished).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    curationSeq: number;
                    curationContentsSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                curationSeq: number;
                                curationContentsSeq: number;
                                /** @enum {string} */
                                kind: "ARTICLE" | "VIDEO";
                                title: string;
                                summary: string;
                                coverImageUrl: string;
                                breedSeqs: number[];
                                seriesTitle: string;
                                author: string;
                                /** Format: date-time */
                                publishedAt: string;
                                video: {
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                } | null;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                shops: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                relatedShopIds: number[];
                                related: {
                                    curationSeq: number;
                                    curationContentsSeq: number;
                                    /** @enum {string} */
                                    kind: "ARTICLE" | "VIDEO";
                                    title: string;
                                    summary: string;
                                    coverImageUrl: string;
                                    breedSeqs: number[];
                                }[];
                                next: {
                                    curationSeq: number;
                                    curationContentsSeq: number;
                                    /** @enum {string} */
                                    kind: "ARTICLE" | "VIDEO";
                                    title: string;
                                    summary: string;
                                    coverImageUrl: string;
                                    breedSeqs: number[];
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이벤트 목록 (진행 중 → 예정 → 종료) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                eventSeq: number;
                                title: string;
                                summary: string;
                                coverImageUrl: string;
                                startDate: string;
                                endDate: string;
                                /** @enum {string} */
                                status: "RUNNING" | "UPCOMING" | "ENDED";
                                hasCoupon: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 이벤트 상세
         * @description With a token, `coupon.couponSeq` is the user's coupon (쿠폰함) once taken. 404 EVENT_NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                eventSeq: number;
                                title: string;
                                summary: string;
                                coverImageUrl: string;
                                startDate: string;
                                endDate: string;
                                /** @enum {string} */
                                status: "RUNNING" | "UPCOMING" | "ENDED";
                                hasCoupon: boolean;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                coupon: {
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    discountType: "AMOUNT" | "PERCENT";
                                    discountValue: number;
                                    maxDiscount: number | null;
                                    minPrice: number;
                                    validDays: number;
                                    couponSeq: number | null;
                                    /** Format: date-time */
                                    takenAt: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{id}/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 이벤트 쿠폰 받기 (한 사람당 한 번, 쿠폰함에 담김)
         * @description 404 EVENT_NOT_FOUND, 404 EVENT_COUPON_NOT_FOUND, 409 EVENT_NOT_RUNNING (upcoming or ended), 409 EVENT_COUPON_ALREADY_TAKEN.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                eventSeq: number;
                                couponSeq: number;
                                name: string;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                takenAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 에디터 로그인
         * @description Editor tokens are accepted only on /v2/editor/**. 12 h sessions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                editor: {
                                    editorSeq: number;
                                    email: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 시리즈 만들기 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle: string;
                        sortOrder: number;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                curationSeq: number;
                                title: string;
                                subtitle: string;
                                sortOrder: number;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 시리즈 고치기 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle: string;
                        sortOrder: number;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                curationSeq: number;
                                title: string;
                                subtitle: string;
                                sortOrder: number;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 콘텐츠 만들기 (기사 블록, 영상, 관련 매장·콘텐츠, 품종 태그) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        curationSeq: number;
                        /** @enum {string} */
                        kind: "ARTICLE" | "VIDEO";
                        title: string;
                        summary: string;
                        author: string;
                        coverImageUrl: string;
                        video: {
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                        } | null;
                        blocks: ({
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "paragraph";
                            spans: {
                                text: string;
                                bold?: boolean;
                                href?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "image";
                            url: string;
                            alt: string;
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "quote";
                            text: string;
                            cite?: string;
                        } | {
                            /** @enum {string} */
                            type: "list";
                            ordered: boolean;
                            items: string[];
                        } | {
                            /** @enum {string} */
                            type: "shop";
                            shopId: number;
                        } | {
                            /** @enum {string} */
                            type: "video";
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                            title?: string;
                        })[];
                        relatedShopIds: number[];
                        relatedContentsSeqs: number[];
                        breedSeqs: number[];
                        sortOrder: number;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                curationContentsSeq: number;
                                curationSeq: number;
                                /** @enum {string} */
                                kind: "ARTICLE" | "VIDEO";
                                title: string;
                                summary: string;
                                author: string;
                                coverImageUrl: string;
                                video: {
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                } | null;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                relatedShopIds: number[];
                                relatedContentsSeqs: number[];
                                breedSeqs: number[];
                                sortOrder: number;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/contents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 콘텐츠 고치기 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        curationSeq: number;
                        /** @enum {string} */
                        kind: "ARTICLE" | "VIDEO";
                        title: string;
                        summary: string;
                        author: string;
                        coverImageUrl: string;
                        video: {
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                        } | null;
                        blocks: ({
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "paragraph";
                            spans: {
                                text: string;
                                bold?: boolean;
                                href?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "image";
                            url: string;
                            alt: string;
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "quote";
                            text: string;
                            cite?: string;
                        } | {
                            /** @enum {string} */
                            type: "list";
                            ordered: boolean;
                            items: string[];
                        } | {
                            /** @enum {string} */
                            type: "shop";
                            shopId: number;
                        } | {
                            /** @enum {string} */
                            type: "video";
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                            title?: string;
                        })[];
                        relatedShopIds: number[];
                        relatedContentsSeqs: number[];
                        breedSeqs: number[];
                        sortOrder: number;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                curationContentsSeq: number;
                                curationSeq: number;
                                /** @enum {string} */
                                kind: "ARTICLE" | "VIDEO";
                                title: string;
                                summary: string;
                                author: string;
                                coverImageUrl: string;
                                video: {
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                } | null;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                relatedShopIds: number[];
                                relatedContentsSeqs: number[];
                                breedSeqs: number[];
                                sortOrder: number;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/breed-notes/{breedSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 품종 관리 노트 쓰기 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    breedSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        summary: string;
                        traits: {
                            label: string;
                            value: string;
                        }[];
                        careNotes: {
                            title: string;
                            body: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                summary: string;
                                traits: {
                                    label: string;
                                    value: string;
                                }[];
                                careNotes: {
                                    title: string;
                                    body: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 리뷰 쓰기 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        title: string;
                        summary: string;
                        author: string;
                        rating: number;
                        coverImageUrl: string;
                        blocks: ({
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "paragraph";
                            spans: {
                                text: string;
                                bold?: boolean;
                                href?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "image";
                            url: string;
                            alt: string;
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "quote";
                            text: string;
                            cite?: string;
                        } | {
                            /** @enum {string} */
                            type: "list";
                            ordered: boolean;
                            items: string[];
                        } | {
                            /** @enum {string} */
                            type: "shop";
                            shopId: number;
                        } | {
                            /** @enum {string} */
                            type: "video";
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                            title?: string;
                        })[];
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reviewSeq: number;
                                shopId: number;
                                title: string;
                                summary: string;
                                author: string;
                                rating: number;
                                coverImageUrl: string;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이벤트 만들기 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        summary: string;
                        coverImageUrl: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        startDate: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        endDate: string;
                        blocks: ({
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "paragraph";
                            spans: {
                                text: string;
                                bold?: boolean;
                                href?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "image";
                            url: string;
                            alt: string;
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "quote";
                            text: string;
                            cite?: string;
                        } | {
                            /** @enum {string} */
                            type: "list";
                            ordered: boolean;
                            items: string[];
                        } | {
                            /** @enum {string} */
                            type: "shop";
                            shopId: number;
                        } | {
                            /** @enum {string} */
                            type: "video";
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                            title?: string;
                        })[];
                        coupon: {
                            name: string;
                            description: string;
                            /** @enum {string} */
                            discountType: "AMOUNT" | "PERCENT";
                            discountValue: number;
                            maxDiscount: number | null;
                            minPrice: number;
                            validDays: number;
                        } | null;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                eventSeq: number;
                                title: string;
                                summary: string;
                                coverImageUrl: string;
                                /** @description YYYY-MM-DD (Asia/Seoul) */
                                startDate: string;
                                /** @description YYYY-MM-DD (Asia/Seoul) */
                                endDate: string;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                coupon: {
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    discountType: "AMOUNT" | "PERCENT";
                                    discountValue: number;
                                    maxDiscount: number | null;
                                    minPrice: number;
                                    validDays: number;
                                } | null;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/editor/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 이벤트 고치기 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        summary: string;
                        coverImageUrl: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        startDate: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        endDate: string;
                        blocks: ({
                            /** @enum {string} */
                            type: "heading";
                            text: string;
                        } | {
                            /** @enum {string} */
                            type: "paragraph";
                            spans: {
                                text: string;
                                bold?: boolean;
                                href?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "image";
                            url: string;
                            alt: string;
                            caption?: string;
                        } | {
                            /** @enum {string} */
                            type: "quote";
                            text: string;
                            cite?: string;
                        } | {
                            /** @enum {string} */
                            type: "list";
                            ordered: boolean;
                            items: string[];
                        } | {
                            /** @enum {string} */
                            type: "shop";
                            shopId: number;
                        } | {
                            /** @enum {string} */
                            type: "video";
                            /** @enum {string} */
                            provider: "YOUTUBE" | "VIMEO";
                            videoId: string;
                            title?: string;
                        })[];
                        coupon: {
                            name: string;
                            description: string;
                            /** @enum {string} */
                            discountType: "AMOUNT" | "PERCENT";
                            discountValue: number;
                            maxDiscount: number | null;
                            minPrice: number;
                            validDays: number;
                        } | null;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                eventSeq: number;
                                title: string;
                                summary: string;
                                coverImageUrl: string;
                                /** @description YYYY-MM-DD (Asia/Seoul) */
                                startDate: string;
                                /** @description YYYY-MM-DD (Asia/Seoul) */
                                endDate: string;
                                blocks: ({
                                    /** @enum {string} */
                                    type: "heading";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    type: "paragraph";
                                    spans: {
                                        text: string;
                                        bold?: boolean;
                                        href?: string;
                                    }[];
                                } | {
                                    /** @enum {string} */
                                    type: "image";
                                    url: string;
                                    alt: string;
                                    caption?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "quote";
                                    text: string;
                                    cite?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "list";
                                    ordered: boolean;
                                    items: string[];
                                } | {
                                    /** @enum {string} */
                                    type: "shop";
                                    shopId: number;
                                } | {
                                    /** @enum {string} */
                                    type: "video";
                                    /** @enum {string} */
                                    provider: "YOUTUBE" | "VIMEO";
                                    videoId: string;
                                    title?: string;
                                })[];
                                coupon: {
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    discountType: "AMOUNT" | "PERCENT";
                                    discountValue: number;
                                    maxDiscount: number | null;
                                    minPrice: number;
                                    validDays: number;
                                } | null;
                                published: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI 프로필 상품 (스타일 팩과 가격) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                productSeq: number;
                                code: string;
                                name: string;
                                description: string;
                                price: number;
                                pictureCount: number;
                                styles: {
                                    /** @enum {string} */
                                    code: "PASTEL" | "STUDIO" | "POP" | "MONO" | "FILM" | "BIRTHDAY" | "SPRING" | "NIGHT";
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/photo-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 올린 사진 점검 (너무 작음, 흐림, 반려동물 없음) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mediaSeq: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                mediaSeq: number;
                                ok: boolean;
                                width: number;
                                height: number;
                                sharpness: number;
                                subjectRatio: number;
                                issues: {
                                    /** @enum {string} */
                                    code: "TOO_SMALL" | "BLURRED" | "NO_SUBJECT";
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 AI 프로필 주문 내역 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                orderSeq: number;
                                productName: string;
                                petName: string;
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "GENERATING" | "DONE" | "FAILED" | "REFUNDED";
                                amount: number;
                                pictureCount: number;
                                coverUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * AI 프로필 주문 (반려동물 정보, 사진 5~10장) → 결제 요청 정보
         * @description The photos are the caller’s uploads not used by another order (404 AI_PHOTO_NOT_FOUND). Sending photos of an unpaid order of the caller’s again (paying again after the payment window failed or was closed) makes that order again, same `orderSeq`, with the product, pet and photos sent now and a new payment request; photos it no longer holds are freed, and its earlier payment request can no longer pay it (the confirm answers 409 AI_ORDER_PAYMENT_REPLACED and the charge is cancelled).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productSeq: number;
                        petName: string;
                        /** @enum {string} */
                        species: "DOG" | "CAT";
                        breed: string;
                        ageYears: number;
                        photoMediaSeqs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                order: {
                                    orderSeq: number;
                                    product: {
                                        productSeq: number;
                                        code: string;
                                        name: string;
                                        description: string;
                                        price: number;
                                        pictureCount: number;
                                        styles: {
                                            /** @enum {string} */
                                            code: "PASTEL" | "STUDIO" | "POP" | "MONO" | "FILM" | "BIRTHDAY" | "SPRING" | "NIGHT";
                                            name: string;
                                        }[];
                                    };
                                    petName: string;
                                    /** @enum {string} */
                                    species: "DOG" | "CAT";
                                    breed: string;
                                    ageYears: number;
                                    /** @enum {string} */
                                    status: "PENDING_PAYMENT" | "PAID" | "GENERATING" | "DONE" | "FAILED" | "REFUNDED";
                                    amount: number;
                                    failureReason: string | null;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    refundedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    photos: {
                                        mediaSeq: number;
                                        thumbnailUrl: string;
                                    }[];
                                    job: {
                                        /** @enum {string} */
                                        status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
                                        progress: number;
                                        step: string | null;
                                        /** Format: date-time */
                                        startedAt: string | null;
                                        /** Format: date-time */
                                        finishedAt: string | null;
                                    } | null;
                                    results: {
                                        resultSeq: number;
                                        /** @enum {string} */
                                        style: "PASTEL" | "STUDIO" | "POP" | "MONO" | "FILM" | "BIRTHDAY" | "SPRING" | "NIGHT";
                                        styleName: string;
                                        url: string;
                                        thumbnailUrl: string;
                                        /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                        srcSet: string;
                                        fileName: string;
                                    }[];
                                };
                                /** @description Open the payment window with this; the amount is kept on the server and checked at confirm. */
                                payment: {
                                    orderId: string;
                                    amount: number;
                                    orderName: string;
                                    customerKey: string;
                                    checkout: {
                                        /** @enum {string} */
                                        kind: "FAKE" | "TOSS";
                                        clientKey: string;
                                        /** @description FAKE: path of the checkout page under the API base URL */
                                        checkoutPath: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/orders/{orderSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI 프로필 주문: 진행 상황과 완성된 사진 (본인 주문만) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                orderSeq: number;
                                product: {
                                    productSeq: number;
                                    code: string;
                                    name: string;
                                    description: string;
                                    price: number;
                                    pictureCount: number;
                                    styles: {
                                        /** @enum {string} */
                                        code: "PASTEL" | "STUDIO" | "POP" | "MONO" | "FILM" | "BIRTHDAY" | "SPRING" | "NIGHT";
                                        name: string;
                                    }[];
                                };
                                petName: string;
                                /** @enum {string} */
                                species: "DOG" | "CAT";
                                breed: string;
                                ageYears: number;
                                /** @enum {string} */
                                status: "PENDING_PAYMENT" | "PAID" | "GENERATING" | "DONE" | "FAILED" | "REFUNDED";
                                amount: number;
                                failureReason: string | null;
                                /** Format: date-time */
                                paidAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                photos: {
                                    mediaSeq: number;
                                    thumbnailUrl: string;
                                }[];
                                job: {
                                    /** @enum {string} */
                                    status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
                                    progress: number;
                                    step: string | null;
                                    /** Format: date-time */
                                    startedAt: string | null;
                                    /** Format: date-time */
                                    finishedAt: string | null;
                                } | null;
                                results: {
                                    resultSeq: number;
                                    /** @enum {string} */
                                    style: "PASTEL" | "STUDIO" | "POP" | "MONO" | "FILM" | "BIRTHDAY" | "SPRING" | "NIGHT";
                                    styleName: string;
                                    url: string;
                                    thumbnailUrl: string;
                                    /** @description Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need. */
                                    srcSet: string;
                                    fileName: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/orders/{orderSeq}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 완성된 사진 전체 ZIP 다운로드 (본인 주문만) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ai-profile/orders/{orderSeq}/results/{resultSeq}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 완성된 사진 한 장 원본 (JPEG, 본인 주문만) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderSeq: number;
                    resultSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/shops/{shopId}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 고객에게 쿠폰 발급 (매장 대표·매니저)
         * @description 403 FORBIDDEN (not my shop, or STAFF role), 404 CUSTOMER_NOT_FOUND (never booked with or linked the shop), 400 VALIDATION_ERROR (percent over 100, a service of another shop).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the customer (PartnerReservation.owner.userSeq) */
                        userSeq: number;
                        name: string;
                        description?: string;
                        /** @enum {string} */
                        discountType: "AMOUNT" | "PERCENT";
                        discountValue: number;
                        maxDiscount?: number;
                        minPrice?: number;
                        productSeqs?: number[];
                        validDays: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                couponSeq: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                discountType: "AMOUNT" | "PERCENT";
                                /** @description won (AMOUNT) or percent (PERCENT) */
                                discountValue: number;
                                /** @description '5,000원' or '10%' */
                                discountLabel: string;
                                maxDiscount: number | null;
                                minPrice: number;
                                /** @description null: any shop */
                                shop: {
                                    shopId: number;
                                    name: string;
                                } | null;
                                /** @description empty: any service */
                                products: {
                                    productSeq: number;
                                    name: string;
                                }[];
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                usedAt: string | null;
                                /** @enum {string} */
                                state: "USABLE" | "USED" | "EXPIRED";
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/user/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 초대 토큰으로 매장 연결 → UserShop
         * @description 400 INVALID_INVITATION_TOKEN (unknown, expired or for another shop), 404 SHOP_NOT_FOUND, 409 ALREADY_LINKED (the shop is already mine, also when this invitation was just used on my other phone), 409 INVITATION_ALREADY_USED (used by another account, or by me before I unlinked the shop).
         */
        post: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitationToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

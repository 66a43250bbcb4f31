
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "app_roles": {
                  Row: {
                    "description": string | null,"name": string
                  }
                  ComputedFields: never
                  Insert: {
                    "description"?: string | null,"name": string
                  }
                  Update: {
                    "description"?: string | null,"name"?: string
                  }
                  Relationships: [
                    
                  ]
                },"forms": {
                  Row: {
                    "created_at": string,"id": string,"title": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"title": string
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"title"?: string
                  }
                  Relationships: [
                    
                  ]
                },"opportunities": {
                  Row: {
                    "category": Database["public"]['Enums']["opportunity_category"] | null,"closes_on": string | null,"company_name": string | null,"created_at": string,"created_by": string | null,"description": string | null,"display_order": number,"employment_type": Database["public"]['Enums']["employment_type"] | null,"expires_at": string | null,"external_id": string | null,"feed": string | null,"field": string | null,"fts": unknown,"icon_url": string | null,"id": string,"is_active": boolean,"link_url": string | null,"linked_form_id": string | null,"location": string | null,"opens_on": string | null,"salary": string | null,"source": Database["public"]['Enums']["opportunity_source"],"term": string | null,"title": string,"updated_at": string,"updated_by": string | null,"website_viewable": boolean,"withdrawn_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "category"?: Database["public"]['Enums']["opportunity_category"] | null,"closes_on"?: string | null,"company_name"?: string | null,"created_at"?: string,"created_by"?: string | null,"description"?: string | null,"display_order"?: number,"employment_type"?: Database["public"]['Enums']["employment_type"] | null,"expires_at"?: string | null,"external_id"?: string | null,"feed"?: string | null,"field"?: string | null,"fts"?: never,"icon_url"?: string | null,"id"?: string,"is_active"?: boolean,"link_url"?: string | null,"linked_form_id"?: string | null,"location"?: string | null,"opens_on"?: string | null,"salary"?: string | null,"source"?: Database["public"]['Enums']["opportunity_source"],"term"?: string | null,"title": string,"updated_at"?: string,"updated_by"?: string | null,"website_viewable"?: boolean,"withdrawn_at"?: string | null
                  }
                  Update: {
                    "category"?: Database["public"]['Enums']["opportunity_category"] | null,"closes_on"?: string | null,"company_name"?: string | null,"created_at"?: string,"created_by"?: string | null,"description"?: string | null,"display_order"?: number,"employment_type"?: Database["public"]['Enums']["employment_type"] | null,"expires_at"?: string | null,"external_id"?: string | null,"feed"?: string | null,"field"?: string | null,"fts"?: never,"icon_url"?: string | null,"id"?: string,"is_active"?: boolean,"link_url"?: string | null,"linked_form_id"?: string | null,"location"?: string | null,"opens_on"?: string | null,"salary"?: string | null,"source"?: Database["public"]['Enums']["opportunity_source"],"term"?: string | null,"title"?: string,"updated_at"?: string,"updated_by"?: string | null,"website_viewable"?: boolean,"withdrawn_at"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunities_linked_form_id_fkey"
      columns: ["linked_form_id"]
isOneToOne: false
      referencedRelation: "forms"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_notifications": {
                  Row: {
                    "notified_at": string | null,"notify_members": boolean,"opportunity_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "notified_at"?: string | null,"notify_members"?: boolean,"opportunity_id": string
                  }
                  Update: {
                    "notified_at"?: string | null,"notify_members"?: boolean,"opportunity_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_notifications_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: true
      referencedRelation: "active_opportunities"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "opportunity_notifications_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: true
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    }
                  ]
                },"resources": {
                  Row: {
                    "category": string,"created_at": string,"created_by": string | null,"description": string | null,"display_order": number,"extension": string | null,"fts": unknown,"id": string,"is_active": boolean,"link_url": string,"resource_date": string | null,"thumbnail_url": string | null,"title": string,"updated_at": string,"updated_by": string | null,"website_viewable": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "category": string,"created_at"?: string,"created_by"?: string | null,"description"?: string | null,"display_order"?: number,"extension"?: string | null,"fts"?: never,"id"?: string,"is_active"?: boolean,"link_url": string,"resource_date"?: string | null,"thumbnail_url"?: string | null,"title": string,"updated_at"?: string,"updated_by"?: string | null,"website_viewable"?: boolean
                  }
                  Update: {
                    "category"?: string,"created_at"?: string,"created_by"?: string | null,"description"?: string | null,"display_order"?: number,"extension"?: string | null,"fts"?: never,"id"?: string,"is_active"?: boolean,"link_url"?: string,"resource_date"?: string | null,"thumbnail_url"?: string | null,"title"?: string,"updated_at"?: string,"updated_by"?: string | null,"website_viewable"?: boolean
                  }
                  Relationships: [
                    
                  ]
                },"role_permissions": {
                  Row: {
                    "permission": Database["public"]['Enums']["app_permission"],"role": string
                  }
                  ComputedFields: never
                  Insert: {
                    "permission": Database["public"]['Enums']["app_permission"],"role": string
                  }
                  Update: {
                    "permission"?: Database["public"]['Enums']["app_permission"],"role"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "role_permissions_role_fkey"
      columns: ["role"]
isOneToOne: false
      referencedRelation: "app_roles"
      referencedColumns: ["name"]
    }
                  ]
                },"user_roles": {
                  Row: {
                    "role": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "role": string,"user_id": string
                  }
                  Update: {
                    "role"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "user_roles_role_fkey"
      columns: ["role"]
isOneToOne: false
      referencedRelation: "app_roles"
      referencedColumns: ["name"]
    }
                  ]
                }
          }
          Views: {
            "active_opportunities": {
                  Row: {
                    "category": Database["public"]['Enums']["opportunity_category"] | null,"closes_on": string | null,"company_name": string | null,"created_at": string,"created_by": string | null,"description": string | null,"display_order": number,"employment_type": Database["public"]['Enums']["employment_type"] | null,"expires_at": string | null,"external_id": string | null,"feed": string | null,"field": string | null,"icon_url": string | null,"id": string,"is_active": boolean,"link_url": string | null,"linked_form_id": string | null,"location": string | null,"opens_on": string | null,"salary": string | null,"source": Database["public"]['Enums']["opportunity_source"],"term": string | null,"title": string,"updated_at": string,"updated_by": string | null,"website_viewable": boolean,"withdrawn_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                           "category"?: Database["public"]['Enums']["opportunity_category"] | null,"closes_on"?: string | null,"company_name"?: string | null,"created_at"?: string | null,"created_by"?: string | null,"description"?: string | null,"display_order"?: number | null,"employment_type"?: Database["public"]['Enums']["employment_type"] | null,"expires_at"?: string | null,"external_id"?: string | null,"feed"?: string | null,"field"?: string | null,"icon_url"?: string | null,"id"?: string | null,"is_active"?: boolean | null,"link_url"?: string | null,"linked_form_id"?: string | null,"location"?: string | null,"opens_on"?: string | null,"salary"?: string | null,"source"?: Database["public"]['Enums']["opportunity_source"] | null,"term"?: string | null,"title"?: string | null,"updated_at"?: string | null,"updated_by"?: string | null,"website_viewable"?: boolean | null,"withdrawn_at"?: string | null
                         }
                        Update: {
                           "category"?: Database["public"]['Enums']["opportunity_category"] | null,"closes_on"?: string | null,"company_name"?: string | null,"created_at"?: string | null,"created_by"?: string | null,"description"?: string | null,"display_order"?: number | null,"employment_type"?: Database["public"]['Enums']["employment_type"] | null,"expires_at"?: string | null,"external_id"?: string | null,"feed"?: string | null,"field"?: string | null,"icon_url"?: string | null,"id"?: string | null,"is_active"?: boolean | null,"link_url"?: string | null,"linked_form_id"?: string | null,"location"?: string | null,"opens_on"?: string | null,"salary"?: string | null,"source"?: Database["public"]['Enums']["opportunity_source"] | null,"term"?: string | null,"title"?: string | null,"updated_at"?: string | null,"updated_by"?: string | null,"website_viewable"?: boolean | null,"withdrawn_at"?: string | null
                         }
                        Relationships: [
                    {
      foreignKeyName: "opportunities_linked_form_id_fkey"
      columns: ["linked_form_id"]
isOneToOne: false
      referencedRelation: "forms"
      referencedColumns: ["id"]
    }
                  ]
                }
          }
          Functions: {
            [_ in never]: never
          }
          Enums: {
            "app_permission": "manage_opportunities"|"manage_resources"|"read_member_content","employment_type": "Full-time"|"Part-time"|"Internship"|"Contract","opportunity_category": "Internship"|"Club Role"|"Project"|"Sponsor"|"Job"|"Other","opportunity_source": "manual"|"csv_import"
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            "app_permission": ["manage_opportunities", "manage_resources", "read_member_content"],"employment_type": ["Full-time", "Part-time", "Internship", "Contract"],"opportunity_category": ["Internship", "Club Role", "Project", "Sponsor", "Job", "Other"],"opportunity_source": ["manual", "csv_import"]
          }
        }
} as const
